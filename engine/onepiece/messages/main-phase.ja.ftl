# ワンピースカードゲーム：メインフェイズのターンプレイヤーの行動（main_phase.py）の日本語。
# 手引き：docs/wording.md。変数は事実（カード名、数、プレイヤー）です。言葉だけを変えてください。

## 手札からカードを登場させる（3-9）：キャラ（3-7）、ステージ（3-8）、イベント（8-5、8-4-2）

# $note は永続効果でコストが変わったときの一文（main-phase-cost-changed）、それ以外は空
# カードの呼び名がすでに手札にあったことを言うとき（「Aの手札にあったカード」）$where は yes
main-phase-card-revealed = { $player }は{ $where ->
        [yes] { $card }を公開し、
       *[no] { $card }を手札から公開し、
    }そのコストとしてコストエリアのドン!!{ $cost }枚をレストにします。{ $note }
# 永続効果で変わったコスト：永続効果は常に効果を発生させる（8-1-3-3）。$under_rules は「ルール上」の効果
main-phase-cost-changed = コストは{ $printed }ではなく{ $cost }：永続効果は常に効果を発生させ{ $under_rules ->
        [yes] 、「ルール上」のものは非公開領域である手札にあっても効果を発生させます。
       *[no] ます。
    }
main-phase-event-activated = { $player }はドン!!{ $cost }枚をレストにして、{ $where ->
        [yes] { $card }（イベント）
       *[no] 手札のイベント{ $card }
    }を発動します。{ $note }イベントは発動と同時にトラッシュに置かれ、続いてその効果を実行します。カードの発動（手札のイベントを使うこと）は、効果の発動とは異なります。
main-phase-stage-placed = { $card }を{ $player }のステージエリアに置きます。

## 【起動メイン】（8-1-3-2、10-2-2）

main-phase-activate-not-turn-player = { $player }は{ $card }の【起動メイン】を宣言しようとしますが、起動効果はターンプレイヤーがメインフェイズ中に宣言して発動する効果で、今は{ $turn_player }のターンなので、発動できません。
main-phase-activate-declared = ターンプレイヤーの{ $player }はメインフェイズ中に{ $card }の【起動メイン】の発動を宣言します（カードの発動ではなく効果の発動）。

## ドン!!の付与（6-5-5）

main-phase-don-given = { $player }は{ $card }にアクティブのドン!!{ $count }枚を付与します。{ $player }のターン中、{ $count ->
        [1] パワー+1000
       *[other] 1枚につきパワー+1000
    }（現在{ $power }）。
