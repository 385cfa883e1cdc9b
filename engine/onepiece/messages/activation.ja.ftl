# ワンピースカードゲーム：効果の発動（activation.py）の日本語。手引き：docs/wording.md。
# 変数は事実（カード名、タイミング、プレイヤー）です。言葉を変え、変数は残してください。
# $effect は効果の呼び方（activation-effect）。$text は効果のテキストを括弧に入れたもの
# （activation-effect-text）で、盤面がテキストを与えないときは空です。

# 文の中での効果の呼び方（下の $effect）：行商人の【登場時】の効果。「〜した時」の効果（$kind が when）は
# 赤の船着き場の効果。「できる」の効果（8-1-2）なら $optional は yes。
activation-effect = { $card }の{ $optional ->
        [yes] 任意（「できる」）の
       *[no] {""}
    }{ $kind ->
        [when] 効果
       *[other] { $timing }の効果
    }
activation-effect-text = （{ $text }）

## 無効になった効果（8-2）と【ターン1回】（10-2-13）

activation-negated = { $effect }は無効になっているので、何もしません。
activation-once-per-turn-used = { $effect }は【ターン1回】で、このターンすでに発動しているので、再び発動しません。
activation-once-per-turn-part-paid = { $effect }は【ターン1回】です。このターンすでに発動し、コストを最後まで支払えなかったため効果は解決しませんでしたが、それでも使ったことになるので、このターンはもう発動しません。

## 「できる」：コントローラーが選んだときだけ発動する（8-1-2）

activation-may-prompt = { $effect }を発動しますか？
activation-declined = { $player }は{ $effect }{ $text }を発動しません。
# コストが決まる前には何も発動しない（8-3-1-3、8-3-1-4）
activation-chosen-cost-first = { $player }は{ $effect }{ $text }を使うことを選びます。まずコストを支払います。
activation-chosen = { $player }は{ $effect }{ $text }を発動します。

## 効果が発動する：先にコストを支払ったとき $paid は yes（8-3-1）

activation-activates = { $paid ->
        [yes] コストが支払われたので、{ $effect }{ $text }が発動します。
       *[no] { $effect }{ $text }が発動します。
    }
# テキストに「できる」と書かれていない自動効果（8-1-2）
activation-activates-not-optional = { $paid ->
        [yes] コストが支払われたので、{ $effect }{ $text }が発動します。
       *[no] { $effect }{ $text }が発動します。
    }「できる」と書かれていないので、任意ではありません。
# ステップの文と、呼び出し側が付け加えること
activation-with-aside = { $said }{ $aside }

## 待機中の自動効果（8-6）

# $new：タイミングを満たしたばかりの効果（$new_count 個）、$before：すでに待っている効果（$before_count 個）
activation-waits-behind = 効果の解決中に{ $new }のタイミングを満たしたので、すでに待っている効果（{ $before }）が解決してから発動します。
# 8-1-3-1-3
activation-card-moved = { $effect }はタイミングを満たしましたが、カードが別の領域に移動しているので、発動せず、解決しません。
# 10-2-17-1
activation-on-ko-resolves = KOされたときにフィールドで発動した{ $card }の【KO時】の効果が、カードがトラッシュにある状態で今解決します。
# このターンにフィールドを離れる前のカードが使った【ターン1回】の効果：戻ったカードは新しいカードで、
# その効果を使える（10-2-13-4、3-1-6）
activation-once-per-turn-new-card = { $card }はこのターンすでにこの【ターン1回】の効果を使いましたが、その後フィールドを離れて戻ったので別のカードとして扱い、再び使えます。

## 【ターン1回】：1ターンに1回（10-2-13-1）、カードごとに（10-2-13-2）

# 【ターン1回】の効果の、このターン最初の発動
activation-once-per-turn-first = 【ターン1回】なので、この{ $card }がこのターンにこの効果を再び使うことはできません。
# 同じ効果を持つ別のカード（$others）が、このターンすでに使っている
activation-once-per-turn-each-card = { $others }はこのターンすでに同じ【ターン1回】の効果を使いましたが、回数はカードごとに数えるので、{ $card }も自分の効果を1回使えます。
