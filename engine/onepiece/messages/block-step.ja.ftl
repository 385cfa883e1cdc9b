# ワンピースカードゲーム：ブロックステップ（7-1-2、【ブロッカー】10-1-4、【ブロック不可】10-1-7）の日本語
# （block_step.py）。手引き：docs/wording.md。変数は事実です。言葉だけを変えてください。

block-unblockable = ブロックステップ：{ $attacker }は【ブロック不可】を持つので、{ $defender }は【ブロッカー】を発動できません。
block-no-blocker = ブロックステップ：{ $defender }にはブロックできるアクティブな【ブロッカー】がいません。
# 選択：アタックされたプレイヤーは【ブロッカー】の1枚でブロックするか、ブロックしないか
block-prompt = 【ブロッカー】でブロックしますか？
block-option-none = ブロックしない
block-declined = ブロックステップ：{ $defender }はブロックしません。
block-blocks = ブロックステップ：{ $defender }は{ $blocker }（【ブロッカー】）をレストにして、アタックされるカードにします。
