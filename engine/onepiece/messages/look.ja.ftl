# ワンピースカードゲーム：デッキの上のカードを見る（look.py、1-3-5-1、8-4-4-1、8-4-4-2）の日本語。
# 手引き：docs/wording.md。変数は事実です。言葉だけを変えてください。

look-seen = { $player }はデッキの上から{ $count }枚を見ます：{ $cards }。
look-rest-to-bottom = 残りを{ $player }のデッキの下に置きます：{ $cards }。
look-prompt = 手札に加えるカードを選んでください
look-none = 加えない
look-added = { $player }は{ $card }を公開して手札に加えます。
# $secret：非公開領域のカードを条件で選ぶ（8-4-4-2）
look-none-added = { $player }は手札にカードを加えません。「まで」なので0枚でもかまいません。{ $secret ->
        [yes] 非公開領域のカードを条件で選ぶので、条件を満たすカードがあっても選ばないことができます。
       *[no] {""}
    }
