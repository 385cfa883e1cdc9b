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
    }のこの部分は「できる」と書かれているので任意です。{ $player }は{ $chosen ->
        [yes] 実行します
       *[no] 実行しません
    }。

## 選ぶときの動詞（8-4-4）：「〜カードを選んでください」

resolving-verb-ko = KOする
resolving-verb-trash = トラッシュに置く
resolving-verb-give-don = ドン!!を付与する
resolving-verb-power = パワーの変更を受ける
resolving-verb-base-power = 元々のパワーを決める
resolving-verb-base-cost = 元々のコストを決める
resolving-verb-add-to-life = ライフに加える
resolving-verb-play = 登場させる
resolving-verb-return-to-hand = 手札に戻す
resolving-verb-negate = 効果を無効にする
resolving-verb-gain = 効果を与える

## 語彙の各語

# $named：引いたカードに表示できる名前があるか
resolving-draw = { $player }はカードを{ $count }枚{ $named ->
        [yes] （{ $cards }）
       *[no] {""}
    }引きます。
resolving-trash = { $card }を{ $place }からトラッシュに置きます。
resolving-rest-don = { $player }はコストエリアのドン!!{ $count }枚をレストにします。
resolving-set-active-don = { $player }はドン!!{ $count }枚をアクティブにします。
# $rested_first：レストとアクティブの両方があり、どちらを先に付与するかはエンジンが決めた
resolving-give-don = { $player }は{ $card }にドン!!{ $count }枚を付与します（持ち主のターン中、1枚につきパワー+1000）。{ $rested_first ->
        [yes] レストのドン!!から先に付与します（この順番は出典になく、エンジンの既定です）。
       *[no] {""}
    }
# $amount は符号つき（+1000、-2000）。$until：battle（バトル終了時まで、7-1-5）または turn
# $below：パワーが0未満になったとき yes（1-3-6-1、1-3-6-1-1）
resolving-power = { $card }は{ $until ->
        [battle] このバトル中
        [end_of_turn] ターン終了時まで
        [next_turn] { $controller }の次のターン開始時まで
       *[turn] このターン中
    }、パワー{ $amount }（現在{ $power }）。{ $below ->
        [yes] パワーは0未満になることがあり、0には戻らず、そのためにカードがトラッシュに置かれることもありません。
       *[no] {""}
    }
# 4-2-1-1：持ち主は、そのカードを最初から持っていたプレイヤー（$owner）
resolving-return-to-hand = { $card }を持ち主である{ $owner }の手札に戻します。持ち主とは、そのカードを最初から持っていたプレイヤーです。手札では新しいカードになります。{ $don ->
        [0] {""}
       *[other] 付与されていたドン!!{ $don }枚は{ $player }のコストエリアにレストで置かれます。
    }
resolving-life-to-hand = { $player }はライフの上から1枚、{ $card }を手札に加えます（ダメージではないので【トリガー】は発動しません）。
resolving-negate-nothing = { $card }には効果がないので、無効にしても何も変わりません。
# $keywords：カードがキーワード効果を持つとき yes。キーワード効果も効果です（4-1-2）
resolving-negate = { $card }の効果を{ $keywords ->
        [yes] 、キーワード効果も含めて
       *[no] {""}
    }無効にします。それでも「元々の効果がない」カードとしては扱いません。
# 8-2-3：そのカードのタイミング $effects の自動効果や起動効果（「〜した時」の効果は $named が no で名前なし）は、
# すでに発動して解決している。$many：2つ以上なら yes
resolving-negate-resolved = すでに発動して解決した{ $named ->
        [yes] { $effects }の
       *[no] {""}
    }効果は{ $many ->
        [yes] いずれも
       *[no] {""}
    }後から無効にならないので、その効果で起きたことはそのまま残ります。
# $what：text（効果そのものの言葉、$text）、permanent、timing（$timing のタイミングの効果）
resolving-gain = { $card }は{ $what ->
        [text] 「{ $text }」という効果
        [permanent] 永続効果
       *[timing] { $timing }の効果
    }を得ます。{ $negated ->
        [yes] 自身の効果は無効ですが、新たに得た効果は無効になりません。
       *[no] {""}
    }
resolving-each-player-first = { $chooses ->
        [yes] この効果は両プレイヤーが行い、それぞれが選択をします。ターンプレイヤーの{ $player }が先に行い、先に選択します。
       *[no] この効果は両プレイヤーが行うので、ターンプレイヤーの{ $player }が先に行います。
    }
resolving-each-player-next = 次に非ターンプレイヤーの{ $player }が同じことを行い{ $chooses ->
        [yes] 、ターンプレイヤーの後で選択をします。
       *[no] ます。
    }

## 「〜場合」と「その後」（4-10-1、4-10-2）

resolving-if-not-met = 「〜場合」の前の部分が実行されなかったので、それを条件とする部分も実行しません。
resolving-then-anyway = 「その後」の前の部分はすべては実行されませんでしたが、「その後」に続く部分はそのまま実行します。

## X枚まで引く（4-5-4）

resolving-draw-up-to-prompt = カードを1枚引きますか、引くのをやめますか？
resolving-draw-up-to-draw = 1枚引く
resolving-draw-up-to-stop = やめる
# $drawn：ここまでに引いた枚数。$most：X
resolving-draw-up-to-stopped = { $drawn ->
        [0] { $player }は上限{ $most }枚のうち1枚も引かずにやめます。
       *[other] { $player }は上限{ $most }枚のうち{ $drawn }枚で引くのをやめます。
    }「まで引く」なので、1枚ごとに引くのを終えられます。
# $last：X枚目を引いたとき yes（そこで終わる）
resolving-draw-up-to-one = { $player }はカードを1枚（{ $card }）引きます。{ $most }枚のうち{ $drawn }枚目です。{ $last ->
        [yes] 上限まで引いたので、引くのを終えます。
       *[no] {""}
    }
resolving-draw-up-to-empty = { $player }のデッキには引けるカードがもうないので、引くのを終えます。

## 《パワーを0にする》（4-12）

# $amount：変更（-5000）、$power：変更後のパワー
resolving-set-power-zero = { $card }のパワーを0にします。効果の発動時のパワーと同じだけ、このターン中、パワー{ $amount }（現在{ $power }）。
resolving-set-power-zero-negative = { $card }のパワーはすでに0未満（{ $power }）なので、《パワーを0にする》では何も起こりません。

## 元々のパワーとコスト（4-9-2）

# $which：power または cost。$value：この効果が決める値。$base：今の元々の値（決められた中で最も高い値）。
# $several：下を参照。$now：すべての変更を含むパワーまたはコスト
# 4-9-1、4-9-2：カードのテキストの「元々の」は、カードに書かれた値
# $several：no、または（異なる値を決める効果が複数あるとき）この効果の値が最も高くなければ lower、
# 最も高ければ highest（4-9-2-1、4-9-2-2）
resolving-base = { $several ->
        [highest] { $card }の元々の{ $which ->
            [power] パワー
           *[cost] コスト
        }（カードに書かれた値）は、このターン中、{ $value }になります。異なる値を決める効果が複数あるので、最も高い{ $base }を適用します
        [lower] この効果は{ $card }の元々の{ $which ->
            [power] パワー
           *[cost] コスト
        }（カードに書かれた値）を、このターン中、{ $value }にしますが、異なる値を決める効果が複数あるので、最も高い{ $base }を適用します
       *[no] { $card }の元々の{ $which ->
            [power] パワー
           *[cost] コスト
        }（カードに書かれた値）は、このターン中、{ $value }になります
    }（現在の{ $which ->
        [power] パワー
       *[cost] コスト
    }は{ $now }）。

## ライフ（3-10-2、3-10-2-1、3-10-3、11-3）

# $source：deck（一番上のカード）または hand。$face：up または down
resolving-add-to-life = { $player }は{ $source ->
        [hand] 手札の
       *[deck] デッキの上の
    }{ $card }を、{ $face ->
        [up] 表向きでライフの上に加えます。例外として、このカードは公開領域のカードとして扱います。
       *[down] 裏向きでライフの上に加えます。非公開領域から非公開領域へ移動するので公開し、効果の処理が終われば再び非公開にします。
    }
resolving-add-to-life-none = { $player }にはライフに加えるカードがありません。
resolving-look-at-life = { $player }は{ $own ->
        [yes] 自分
       *[no] { $whose }
    }のライフ{ $count }枚（{ $cards }）を、表向きか裏向きかにかかわらず見ます。見るのは{ $player }だけで、カードはライフエリアに、同じ順番・同じ向きのまま残ります。

## 効果による勝利と敗北（1-2-5）

resolving-game-result = { $wins ->
        [yes] 効果により{ $player }はゲームに勝利します。効果の処理中に、{ $loser }は敗北します。
       *[no] 効果により{ $player }は効果の処理中にゲームに敗北します。
    }
# コストエリアのドン!!がすべて、効果が求める状態にすでにある（1-3-2-1）。$state は active か rested
resolving-don-already = { $player }のコストエリアのドン!!はすべてすでに{ $state ->
        [active] アクティブ
       *[rested] レスト
    }なので、そのままで、何も行われません。

## 手札がN枚になるまで引く（4-5-3、1-3-2-2）

# 手札がすでに$until枚以上：$times回（0以下）の処置は行われない（1-3-2-2）
resolving-draw-until-none = { $times ->
        [0] { $player }の手札は{ $hand }枚で、効果が求める{ $until }枚と同じなので、引く回数は0回です。カードは引きません。
       *[other] { $player }の手札は{ $hand }枚で、効果が求める{ $until }枚より多いので、引く回数は{ $times }回になります。負の回数の処置は行われず、逆の処置にもならないので、{ $player }はカードを捨てません。
    }
# $times回引き、そのうち$count枚（$cards）を引いた
resolving-draw-until = { $player }の手札は{ $hand }枚なので、{ $until }枚になるまで引くと{ $times }回引くことになります。{ $player }はカードを{ $count }枚（{ $cards }）引きます。
