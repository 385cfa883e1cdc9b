# ONE PIECE CARD GAME: the words of the sentences that say what a step changed (「ナミ: パワー
# 5000 → 7000」), in Japanese (engine.core.describe): a field's label, and the words of a value the
# site cannot read on its own. Guide: docs/adding-a-game.md.

## A card's numbers and states

card-power = パワー
card-cost = コスト
card-counter = カウンター
card-life = ライフ
card-given_don = 付与されたドン!!
card-negated = 効果無効
card-rested-true = レスト
card-rested-false = アクティブ

## A player's Leader and DON!!

player-cost_area-active = ドン!!（アクティブ）
player-cost_area-rested = ドン!!（レスト）
player-don_deck = ドン!!デッキ
player-leader-power = リーダーのパワー
player-leader-life = リーダーのライフ

## The game: its phase, and damage being processed

state-phase = フェイズ
state-phase-setup = { table-phase-setup }
state-phase-refresh = { table-phase-refresh }
state-phase-draw = { table-phase-draw }
state-phase-don = { table-phase-don }
state-phase-main = { table-phase-main }
state-phase-end = { table-phase-end }
state-damage_processing = ダメージ処理
state-damage_processing-left = 残りのダメージ
state-damage_processing-none = なし
state-damage_processing-dealing = プレイヤー{ $player }に残り { $left } ダメージ

## Where a card went: a card between areas is face up while it resolves

place-no_area = 公開中（どの領域にもない）
