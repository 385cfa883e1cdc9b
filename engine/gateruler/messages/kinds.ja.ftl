# Gate Ruler: the name of each step kind of steps.py, in Japanese, as the site shows it beside a step
# (engine.core.describe). A new kind gets its name here and in the other language's file
# (tests/engine/test_step_kinds.py checks both). Guide: docs/adding-a-game.md.

kind-start = 処理が始まる前の盤面
kind-played = プレイ
kind-resolve-card = カードの解決
kind-resolve-ability = 能力の解決
kind-resolved = ゲートから取り除かれる
kind-choice = 選択
kind-rule-effects = ルールエフェクトの確認
kind-destroy-process-placed = 破壊処理を置く
kind-destroyed-event = 「破壊された」事象
kind-no-second-destroy-process = 2つ目の破壊処理は置かれない
kind-association-lost = 関連付けの消失
kind-destroy-process-resolved = 破壊処理の解決
kind-defeat-process-placed = 敗北処理を置く
kind-no-second-defeat-process = 2つ目の敗北処理は置かれない
kind-defeat-process-resolved = 敗北処理の解決
kind-ruler-damage-process-placed = ルーラーダメージ処理を置く
kind-ruler-damage-process-resolved = ルーラーダメージ処理の解決
kind-damage-execution-process-placed = ダメージ実行処理を置く
kind-damage-dealt = ダメージを与える
kind-recovered = ダメージの回復
kind-player-recovered = プレイヤーの回復
kind-hp-changed = HPの変更
kind-card-moved = カードの移動
kind-left-field = カードが場を離れる
kind-put-into-soul = ソウルに置く
kind-soul-taken = ソウルを取る
kind-effect-fizzles = 効果は何もしない
kind-duplicate-cards = 同名カードの重複
kind-illegal-soul = 不正なソウル
kind-soul-kept-for-ability = 能力のために残るソウル
kind-soul-association = ソウルの関連付け
kind-auto-ability-played = 自動能力のプレイ
kind-auto-ability-not-played = 自動能力をプレイしない
kind-game-over = ゲーム終了
kind-end = 例の終わり
kind-priority-passed = 優先権の放棄
