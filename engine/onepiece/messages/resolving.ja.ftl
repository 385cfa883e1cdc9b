# ワンピースカードゲーム：効果のテキストの解決、語彙の1語ずつ（resolving.py）の日本語。
# 手引き：docs/wording.md。変数は事実です。言葉だけを変えてください。

## 「できる」と書かれた部分（8-1-2）

resolving-may-prompt = この効果を実行しますか？
resolving-yes = する
resolving-no = しない
# $sourced：効果の出どころのカード（$source）があるか
resolving-may = { $sourced ->
        [yes] { $source }の効果
       *[no] 効果
    }のこの部分は「できる」（任意）：{ $player }は{ $chosen ->
        [yes] 実行します
       *[no] 実行しません
    }。

## 選ぶときの動詞（8-4-4）：「〜カードを選んでください」

resolving-verb-ko = KOする
resolving-verb-trash = トラッシュに置く
resolving-verb-give-don = ドン!!を付与する
resolving-verb-power = パワーを変える
resolving-verb-play = 登場させる
resolving-verb-return-to-hand = 手札に戻す
resolving-verb-negate = 効果を無効にする
resolving-verb-gain = 効果を与える

## 語彙の各語

# $named：引いたカードに表示できる名前があるか
resolving-draw = { $player }はカードを{ $count }枚引きます{ $named ->
        [yes] ：{ $cards }
       *[no] {""}
    }。
resolving-trash = { $card }を{ $place }からトラッシュに置きます。
resolving-rest-don = { $player }はコストエリアのドン!!{ $count }枚をレストにします。
resolving-set-active-don = { $player }はドン!!{ $count }枚をアクティブにします。
# $rested_first：レストとアクティブの両方があり、どちらを先に付与するかはエンジンが決めた
resolving-give-don = { $player }は{ $card }にドン!!{ $count }枚を付与します（持ち主のターン中、1枚につきパワー+1000）。{ $rested_first ->
        [yes] レストのドン!!から先に付与します（この順番は出典になく、エンジンの既定です）。
       *[no] {""}
    }
# $amount は符号つき（+1000、-2000）。$until：battle（バトル終了時まで、7-1-5）または turn
resolving-power = { $card }は{ $until ->
        [battle] このバトル中
        [end_of_turn] ターン終了時まで
        [next_turn] { $controller }の次のターン開始時まで
       *[turn] このターン中
    }、パワー{ $amount }（現在{ $power }）。
resolving-return-to-hand = { $card }を持ち主の手札に戻します（新しいカードになります）。{ $don ->
        [0] {""}
       *[other] 付与されていたドン!!{ $don }枚は{ $player }のコストエリアにレストで置かれます。
    }
resolving-life-to-hand = { $player }はライフの上から1枚、{ $card }を手札に加えます（ダメージではないので【トリガー】は発動しません）。
resolving-negate-nothing = { $card }には効果がないので、無効にしても何も変わりません。
resolving-negate = { $card }の効果を無効にします。それでも「元々の効果がない」カードとしては扱いません。
# $what：text（効果そのものの言葉、$text）、permanent、timing（$timing のタイミングの効果）
resolving-gain = { $card }は{ $what ->
        [text] 「{ $text }」という効果
        [permanent] 永続効果
       *[timing] { $timing }の効果
    }を得ます。{ $negated ->
        [yes] 自身の効果は無効ですが、新たに得た効果は無効になりません。
       *[no] {""}
    }
resolving-each-player-first = この効果は両プレイヤーが行うので、ターンプレイヤーの{ $player }が先に行います。
resolving-each-player-next = 次に非ターンプレイヤーの{ $player }が同じことを行います。

## 「〜場合」と「その後」（4-10-1、4-10-2）

resolving-if-not-met = 「〜場合」の前の部分が実行されなかったので、それを条件とする部分も実行しません。
resolving-then-anyway = 「その後」の前の部分はすべては実行されませんでしたが、「その後」に続く部分はそのまま実行します。
