# ワンピースカードゲーム：ダメージ処理（4-6-1）、【バニッシュ】（10-1-3）、【トリガー】（10-1-5）の日本語
# （damage.py）。手引き：docs/wording.md。変数は事実です。言葉だけを変えてください。

# $double は、アタックしているカードが【ダブルアタック】（10-1-2）を持ち2ダメージを与えるとき yes
damage-processing = ダメージ処理：{ $player }のリーダーは{ $amount }ダメージを受けます{ $double ->
        [yes] （{ $attacker }は【ダブルアタック】）。
       *[no] 。
    }
# ライフが0枚でのダメージ：敗北条件（1-2-1-1-1）
damage-no-life = { $player }のライフが0枚の状態で、リーダーがダメージを受けます。
# 盤面が名前を付けていないカードのとき $named は no
damage-life-to-hand = ライフの一番上のカード{ $named ->
        [yes] （{ $card }）
       *[no] {""}
    }を{ $player }の手札に加えます。
damage-banish = { $attacker }は【バニッシュ】を持つので、ライフの{ $card }はトラッシュに置かれ、【トリガー】は発動できません。

## 【トリガー】を持つライフのカード（10-1-5、8-6-2-1）

damage-trigger-prompt = { $card }の【トリガー】を発動しますか？
damage-option-trigger = 【トリガー】を発動する
damage-option-hand = 手札に加える
damage-trigger-declined = { $player }は【トリガー】を発動せず、{ $card }を手札に加えます。
damage-trigger-activated = { $player }はライフの{ $card }を公開し、手札に加える代わりに【トリガー】を発動します。その解決の間、ダメージ処理は一時的に中断されます。
# $left はまだ与えられていないダメージ
# $stayed：【トリガー】の効果でカードがある領域（$area）に置かれたとき yes：そこに残る（10-1-5-3）
damage-trigger-resolved = 【トリガー】の解決が終わり、{ $stayed ->
        [yes] { $card }は効果で置かれた{ $area }に残り（どの領域にもないときだけトラッシュに置きます）、
       *[no] { $card }はトラッシュに置かれ、
    }ダメージ処理を再開します{ $left ->
        [0] 。
       *[other] （残り{ $left }ダメージ）。
    }

## ダメージ処理の終わり（4-6-1、8-6-2）

damage-over = ダメージ処理が終わりました。
damage-over-waited = ダメージ処理がすべて解決されたので、その間にタイミングを満たした効果をここで発動し解決します。
