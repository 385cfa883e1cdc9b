# ワンピースカードゲーム：起動コスト（costs.py）の日本語。手引き：docs/wording.md。
# 変数は事実（カード名、数、プレイヤー）です。言葉を変え、変数は残してください。
# $kind はコストの行動：rest_don、don_minus、trash_from_hand、rest_self。

## コストの行動（8-3-1-1）：カードの書き方と、プレイヤーが行うときの言い方

# ドン!!2枚をレストにする／ドン!!−1／手札1枚を捨てる／このカードをレストにする
cost-action = { $kind ->
        [rest_don] ドン!!{ $count }枚をレストにする
        [don_minus] ドン!!−{ $count }
        [trash_from_hand] 手札{ $count }枚を捨てる
       *[rest_self] このカードをレストにする
    }
# プレイヤーが行動として行うこと（主語なし）：「ドン!!2枚をレストにします」「行商人をレストにします」
# （$card は効果のカード）
cost-done = { $kind ->
        [rest_don] ドン!!{ $count }枚をレストにします
        [don_minus] ドン!!{ $count }枚をドン!!デッキに戻します
        [trash_from_hand] 手札{ $count }枚を捨てます
       *[rest_self] { $card }をレストにします
    }
# 支払う順に並べたコストの行動：「ドン!!1枚をレストにする、手札1枚を捨てる」
cost-list-then = { $first }、{ $next }
# 1つの行動で行ったこと（ドン!!やカードを1枚ずつ）
cost-list-and = { $first }、{ $next }
# 行商人の【登場時】の効果。「〜した時」の効果（$kind が when）は赤の船着き場の効果
cost-effect = { $kind ->
        [when] { $card }の効果
       *[other] { $card }の{ $timing }の効果
    }

## 行動ごとに1ステップでコストを支払う（8-3-1-1）。続いて他の効果で追加されたコスト（8-3-1-2）

# 支払いの1ステップ：$part は、カード自身のコストが1つの行動だけなら only、そうでなければ最初の行動なら first、その後の行動なら next、
# 他のカード（$source）の効果で追加されたコストなら added。$done はプレイヤーが行うこと（cost-done、
# cost-don-returned、cost-trashed）。$tally はドン!!−Xのとき cost-pay-tally、それ以外は空。
cost-pay = { $part ->
        [added] 続いて{ $player }は{ $source }の効果で追加されたコストを支払います。{ $tally }{ $done }。
        [next] テキストの順に続けて、{ $tally }{ $player }は{ $done }。
        [first] { $player }は{ $effect }のコスト（「：」の前）をテキストの順に支払います。{ $tally }{ $done }。
       *[only] { $player }は{ $effect }のコスト（「：」の前）を支払います。{ $tally }{ $done }。
    }
# ドン!!−Xはドン!!を1枚ずつ、プレイヤーが選んで戻す（10-2-10-1）：$count 枚のうち1枚目
cost-pay-tally = ドン!!−{ $count }の1枚目として、
# ドン!!−Xの2枚目以降
cost-pay-don-minus-next = 続けてドン!!−{ $count }の{ $nth }枚目として、{ $player }は{ $done }。
# 「手札N枚を捨てる」の2枚目以降
cost-pay-trash-next = 続けて、{ $player }は{ $done }。

## ドン!!−Xで戻すドン!!の場所（10-2-10-1）

cost-don-prompt = ドン!!デッキに戻すドン!!を選んでください
# 選択肢のラベル。$card はドン!!が付与されているリーダーまたはキャラ
cost-don-from = { $place ->
        [active] コストエリアのアクティブのドン!!
        [rested] コストエリアのレストのドン!!
       *[given] { $card }に付与されたドン!!
    }
# プレイヤーが行うこと（主語なし、cost-done と同じ）
cost-don-returned = { $place ->
        [active] コストエリアのアクティブのドン!!1枚をドン!!デッキに戻します
        [rested] コストエリアのレストのドン!!1枚をドン!!デッキに戻します
       *[given] { $card }に付与されたドン!!1枚をドン!!デッキに戻します（{ $card }のパワーは{ $power }になります）
    }

## 手札を捨てる（10-2-14-1）

cost-trash-prompt = 捨てるカードを選んでください
# プレイヤーが行うこと（主語なし、cost-done と同じ）。カードの呼び名がすでに手札にあったことを言うとき
# （「Aの手札にあったカード」）$where は yes：手札と二度言わない
cost-trashed = { $where ->
        [yes] { $card }を捨てます
       *[no] 手札の{ $card }を捨てます
    }

## まったく支払えないコスト（8-3-1-3）。他の効果で追加されたコストも含む（8-3-1-2）

# $actions はコストの行動の数、$part は支払えない最初の行動
cost-cannot-pay = { $actions ->
        [1] { $player }はコスト（{ $costs }）を支払えないので、{ $effect }は発動しません。
       *[other] { $player }はコスト{ $added ->
            [yes] （他の効果で追加されたコストも含めて）
           *[no] {""}
        }のうち「{ $part }」を支払えないので、コスト（{ $costs }）はまったく支払いません（支払える部分も支払いません）。{ $effect }は発動しません。
    }{ $may ->
        [yes] コストは「できる」ですが、支払えないコストは選べないので、{ $player }に支払うかどうかは尋ねません。
       *[no] {""}
    }

## 途中で支払えなくなったコスト（8-3-1-3-1）。【ターン1回】は使ったまま（10-2-13-5）

# $paid はまだ支払えたもの、$paid_count はその行動の数
cost-paid-in-part = 先に支払った分で足りなくなったので、{ $player }は「{ $part }」をもう支払えません。{ $paid_count ->
        [0] これ以上支払えるものはありません。
       *[other] { $player }は残りをできる限り支払います。{ $paid }。
    }コストをすべては支払えなかったので、{ $effect }の「：」以降は解決されません。{ $once ->
        [yes] 【ターン1回】の効果は発動したので、何も起こらなくても、このターンはもう発動できません。
       *[no] {""}
    }

## 任意のコスト「できる」（8-3-1-4）

cost-pay-prompt = コスト（{ $costs }）を支払いますか？
cost-option-pay = 支払う
cost-option-skip = 支払わない
cost-optional-paid = { $effect }のコスト（{ $costs }）は「できる」で、{ $player }は支払えます。{ $player }は支払うことを選びます。
cost-optional-skipped = { $effect }のコスト（{ $costs }）は「できる」なので支払わないことを選べます。{ $player }は支払わないことを選んだので、効果は発動しません。

## 置換効果で置換されたコスト（8-3-1-7、8-1-3-4）

cost-replace-prompt = コストを{ $source }の置換効果で置換しますか？
cost-option-pay-as-written = 書かれた通り支払う
cost-option-replace = 置換する
cost-replaced = { $player }はコスト（{ $costs }）を{ $source }の置換効果で置換します。
cost-not-processed = コストが{ $card }のテキスト通りに支払われなかったので、「：」以降の効果は処理されません。
cost-replacement-declined = { $player }はコストを置換しません。置換効果は適用されません。
