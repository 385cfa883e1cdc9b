# ワンピースカードゲーム：KOに対する置換効果（replacement.py、8-1-3-4）の日本語。
# 手引き：docs/wording.md。変数は事実です。言葉だけを変えてください。

## 置換効果が代わりに行う処理ができない理由（8-1-3-4）：replacement-impossible（とコストの置換）の括弧の中

replacement-lacking-deck = { $player }のデッキは{ $count }枚未満です
replacement-lacking-active-don = { $count ->
        [0] { $player }にはアクティブのドン!!がありません
       *[other] { $player }のアクティブのドン!!は{ $count }枚しかありません
    }
replacement-lacking-rested-don = { $count ->
        [0] { $player }にはレストのドン!!がありません
       *[other] { $player }のレストのドン!!は{ $count }枚しかありません
    }
replacement-lacking-life = { $player }のライフが足りません
replacement-nothing-to-choose = { $place }に選べるカードがありません

## 1人のプレイヤーの複数の置換効果：そのプレイヤーが先に適用するものを選ぶ（8-1-3-4-2）

replacement-first-prompt = { $card }のKOに対して先に適用する置換効果を選んでください
replacement-first = { $card }のKOを置換できる{ $player }の置換効果が複数あるので、{ $player }が順番を選び、{ $first }のものを先にします。

## 再び適用されない（8-1-3-4-3）、置換するものが残っていない（8-1-3-4-4）

# $count：置換効果を持つカード（$sources）の枚数
replacement-same-again = { $sources }の置換効果は{ $card }のKOを置換できる状況ですが、この一連の置換ですでに適用されているので、同じ置換効果は再び適用されません。
replacement-not-again = { $sources }の置換効果も{ $card }のKOを置換できる状況でしたが、そのKOは置換されてもう起こらないので、置換するものは残っていません。

## 置換効果を1つ示す（8-1-3-4、8-1-3-4-1）

# $has_text：置換効果そのものの言葉（$text）が盤面にあるか。$why：replacement-lacking-…
replacement-impossible = { $source }の置換効果{ $has_text ->
        [yes] （{ $text }）
       *[no] {""}
    }は{ $card }のKOを置換できる状況ですが、代わりに行う処理ができません（{ $why }）。実行できない置換効果は適用されません。
# $own：そのカード自身の置換効果
replacement-prompt = { $card }のKOを{ $own ->
        [yes] 自身の
       *[no] { $source }の
    }効果で置換しますか？
replacement-replace = 置換する
replacement-decline = 置換しない
replacement-declined = { $player }は{ $source }の置換効果を適用しないことを選んだので、適用されません。

## 適用（8-1-3-4-4）、その置換効果のコントローラーの効果として（8-1-3-4-7）、その後に残りのテキスト（8-1-3-4-4-1）

# $own：KOされるカード自身の置換効果。$other：そのコントローラー（$whose）が、解決中だった効果のプレイヤー（$by）と違う
replacement-applied = { $card }のKOは、{ $own ->
        [yes] 自身の
       *[no] { $source }の
    }置換効果{ $has_text ->
        [yes] （{ $text }）
       *[no] {""}
    }で置き換えられます。{ $other ->
        [yes] 代わりに行う処理は、{ $by }ではなく{ $whose }の効果として扱います。
       *[no] {""}
    }{ $chained ->
        [yes] このKOは置換の結果として起きたものですが、別の置換効果は適用できます。
       *[no] {""}
    }
replacement-rest-of-text = 効果の処理中に置換効果を適用したので、その後に残りのテキストを順に実行します。
