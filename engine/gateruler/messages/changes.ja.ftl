# Gate Ruler: the words of the sentences that say what a step changed (「見習い騎士: ダメージ 1 → 2」),
# in Japanese (engine.core.describe): a field's label, and the words of a value the site cannot
# read on its own. Guide: docs/adding-a-game.md.

## A card's numbers

card-hp = HP
card-damage = ダメージ
card-life = ライフ

## A soul card's association (15-4): the cards it is the soul of, in groups

card-attached_to-none = 関連付けなし
card-attached_to-soul = { $cards } のソウル

## A player's ruler (chapter 13)

player-ruler-damage = ルーラーのダメージ
player-ruler-life = ライフ

## The gate (chapter 12): what is placed on it, what leaves it

state-gate-added = ゲートへ
state-gate-removed = ゲートから
