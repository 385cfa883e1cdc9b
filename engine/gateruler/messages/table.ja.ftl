# ゲートルーラー：各ステップの横にサイトが描く盤面のラベル（table.py）の日本語。
# 手引き：docs/wording.md。

table-damage = ダメージ
table-life = ライフ
table-ruler = ルーラー
table-ruler-damage = ルーラーのダメージ
table-damage-zone = ダメージゾーン
table-set-zone-slot = { $zone } { $slot }

## ゲートにあるもの（第12章、13-2a、13-5）

table-gate-destroy-process = 破壊処理
table-gate-defeat-process = 敗北処理
table-gate-ruler-damage-process = ルーラーダメージ処理
table-gate-damage-execution-process = ダメージ実行処理
table-gate-ability = 自動能力
table-gate-card = プレイされたカード
table-reason-rule = ルールによる
table-reason-effect = 効果による
table-played-by = プレイヤー{ $player }がプレイ
table-amount = { $amount }ダメージ
table-soul-of = { $cards }のソウル

## プレイを待つ自動能力（14-1a-2）

table-waiting = { $card }の「{ $ability }」（プレイヤー{ $player }）
table-triggered-destroyed = { $card }が破壊されたことで誘発
table-triggered-leaves-field = { $card }が場を離れたことで誘発
table-triggered-by = { $card }により誘発

## ゲートとプレイを待つもの

table-gate = ゲート（最後に置かれたものから解決）
table-gate-empty = ゲートは空です。
table-pending = 次のシステム処理でのプレイを待つもの
