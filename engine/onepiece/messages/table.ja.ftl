# ワンピースカードゲーム：各ステップの横にサイトが描く盤面のラベル（table.py）の日本語。
# 手引き：docs/wording.md。

## フェイズ

table-phase-setup = ゲームの準備
table-phase-refresh = リフレッシュフェイズ
table-phase-draw = ドローフェイズ
table-phase-don = ドン!!フェイズ
table-phase-main = メインフェイズ
table-phase-end = エンドフェイズ

## 領域（描く順）

table-area-leader = リーダーエリア
table-area-characters = キャラクターエリア（最大5枚）
table-area-stage = ステージエリア
table-area-life = ライフ（裏向き、上から）
table-area-hand = 手札
table-area-trash = トラッシュ
table-area-no-area = 【トリガー】で公開中：解決するまでどの領域にもない（10-1-5-3）
table-area-deck = デッキ

## カードの数値と状態

table-power = パワー
table-cost = コスト
table-counter = カウンター
table-rested = レスト
table-negated = 効果無効

## プレイヤーの側

table-leader = リーダー
table-life = ライフ
table-life-unused = この盤面では使いません
table-don-active = ドン!!（アクティブ）
table-don-rested = ドン!!（レスト）
table-don-deck = ドン!!デッキ

## 発動を待つ効果と盤面全体の事実

table-pending = 発動を待つ効果
table-pending-none = 待っている効果はありません。
table-phase = フェイズ
table-damage-processing = ダメージ処理
table-damage-left = プレイヤー{ $player }に残り{ $left }ダメージ
