# ワンピースカードゲーム：ダメージステップ（7-1-4）の日本語（damage_step.py。バトルの終了は
# battle.ja.ftl）。手引き：docs/wording.md。変数は事実です。言葉だけを変えてください。

damage-step-powers = ダメージステップ：{ $attacker }のパワーは{ $attacker_power }、{ $target }のパワーは{ $target_power }です。
# 0未満のパワー（1-3-6-1）
damage-step-below-zero = 0未満のパワーは0とせず、そのままの値で比べます。
# どちらが勝つか：$outcome は tie（同じパワーはアタックしている側の勝ち、7-1-4-1）、win、fail（7-1-4-2）
damage-step-outcome = { $outcome ->
        [tie] パワーが同じ場合はアタックしている側の勝ちです。
        [win] アタックしている側の勝ちです。
       *[fail] アタックしている側の負けで、このバトルでは何も起こりません。
    }
# ステップの文を順に：パワー、永続効果の条件（conditions.ja.ftl）、どちらが勝つか
damage-step-then = { $first }{ $next }
