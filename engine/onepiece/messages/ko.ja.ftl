# ワンピースカードゲーム：KO（ko.py、10-2-1）と【KO時】の効果（10-2-17）の日本語。
# 手引き：docs/wording.md。変数は事実です。言葉だけを変えてください。
# $cards：KOされるカード、$count：その枚数。$how：battle（バトル）または effect（効果）

ko-trashed-at-once = { $cards }は{ $how ->
        [battle] バトルで
       *[effect] 効果で
    }KOされ、トラッシュに置かれます。
# 【KO時】はフィールドで発動する（10-2-17-1）。$its：KOされるのが1枚で、そのカードが効果を持つ
# （そうでなければ $holders が効果を持つカード）。$optional：その効果がすべて「できる」
ko-on-the-field = { $cards }は{ $how ->
        [battle] バトルで
       *[effect] 効果で
    }KOされます。{ $its ->
        [yes] {""}
       *[no] { $holders }の
    }【KO時】はフィールドにある間にタイミングを満たすので、トラッシュに置かれる前にフィールドで効果を{ $optional ->
        [yes] 発動できます
       *[no] 発動します
    }。
ko-to-trash = { $cards }をトラッシュに置きます。
# フィールドで発動した【KO時】の効果は、カードがトラッシュにある状態で解決する（10-2-17-2）。
# $all：KOされたすべてのカードが効果を持つ（そうでなければ $resolving が解決する効果のカード）。
# $resolving_count：その枚数。$wait：now（ここで）、effect（解決中の効果の後、8-6-3）、damage（8-6-2）
ko-resolve-in-trash = { $cards }をトラッシュに置きます。フィールドで発動した{ $all ->
        [yes] {""}
       *[no] { $resolving }の
    }【KO時】の効果は、{ $wait ->
        [effect] 今解決中の効果が終わってから
        [damage] ダメージ処理がすべて終わってから
       *[now] ここで
    }、カードがトラッシュにある状態で解決します（ほかの自動効果と違い、発動から解決までの間にカードが移動します）。
# KOされないカード（10-2-1-3）。$how：battle または effect（禁止する効果が優先、1-3-3）
ko-cannot-be-ko = { $card }は（{ $own ->
        [yes] 自身の効果
       *[no] { $source }の効果
    }で）KOされないので、{ $how ->
        [battle] バトルに負けてもKOされません。
       *[effect] KOされません。行動を禁止する効果は、その行動を求める効果より優先します。
    }

## 移動で発動する自動効果は、公開領域への移動のときだけ発動する（8-4-5）

# ko-on-the-field（$said）に添える
ko-open-area = { $said }（カードの移動で発動する効果は、移動先が公開領域のときだけ発動します。トラッシュは公開領域です。）
