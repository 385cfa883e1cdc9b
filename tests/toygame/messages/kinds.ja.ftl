# The toy game: the name of each step kind of steps.py, in Japanese, as the site shows it beside a
# step (engine.core.describe; docs/adding-a-game.md).

kind-start = 処理が始まる前の盤面
kind-draw = ドロー
kind-discard = 手札を捨てる
kind-defeat = 敗北
kind-game-over = ゲーム終了
kind-end = 例の終わり
