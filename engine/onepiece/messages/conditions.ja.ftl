# ワンピースカードゲーム：効果の条件（8-3-2）：【ドン!!×X】（10-2-9）、【自分のターン中】（10-2-11）、
# 【相手のターン中】（10-2-12）の日本語（conditions.py）。手引き：docs/wording.md。
# 変数は事実です。言葉だけを変えてください。

## 条件のキーワード

conditions-your-turn = 【自分のターン中】
conditions-opponents-turn = 【相手のターン中】
conditions-don = 【ドン!!×{ $don }】
# 1つの条件の2つのキーワードを続けて
conditions-keywords-and = { $first }{ $next }

## 条件が今見ているもの

# $whose は、効果のカードのプレイヤーから見て own（自分のターン）か opponent（相手のターン）
conditions-why-turn = { $turn_player }のターン（{ $controller }から見て{ $whose ->
        [own] 自分
       *[opponent] 相手
    }のターン）
conditions-why-don = 付与されたドン!!が{ $don }枚
# 名詞で終わる2つの事実を「で、」でつなぐ（「Aのターンで、付与されたドン!!が1枚なので」）
conditions-why-and = { $first }で、{ $next }

## 条件を満たすかどうか

# 条件のある自動効果は、タイミングを満たした時に条件を満たす場合だけ発動する（8-3-2-3）
# $kind：「〜した時」の効果は when（タイミング名を付けずに呼ぶ）
conditions-auto = { $card }の{ $kind ->
        [when] 効果
       *[other] { $timing }の効果
    }には条件{ $condition }があります。{ $why }なので、条件を{ $holds ->
        [yes] 満たし、効果が発動します。
       *[no] 満たさず、効果は発動しません。
    }
# 条件のある永続効果は、条件を満たしている間だけ適用される（8-1-3-3）。$power は符号付きのパワーの変化（+1000）
conditions-permanent = { $source }の{ $condition }の効果（{ $power }）は、{ $why }なので{ $holds ->
        [yes] 適用されます
       *[no] 適用されません
    }。
