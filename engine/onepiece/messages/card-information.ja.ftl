# ONE PIECE CARD GAME：カードの情報で選ぶ効果（matching_cards.py、第2章）。
# 手引き：docs/wording.md。変数は事実です。言葉だけを変えてください。

## 効果が選ぶ対象と、それに当たるカード

card-information-looks-for = この効果は{ $area ->
        [looked] { $owner }が見たカードのうち
       *[other] { $whose ->
            [any] 両プレイヤーの
           *[other] { $owner }の
        }{ $area ->
            [characters] キャラエリア
            [leader] リーダーエリア
            [field] リーダーエリアとキャラエリア
            [stage] ステージエリア
            [hand] 手札
            [deck] デッキ
            [trash] トラッシュ
           *[life] ライフエリア
        }にある
    }{ $conditions }{ $category ->
        [character] キャラ
        [character-card] キャラカード
        [leader] リーダー
        [leader-character] リーダーやキャラ
        [stage] ステージ
        [stage-card] ステージカード
        [event] イベント
       *[card] カード
    }から選びます。{ $shown ->
        [yes] { $count ->
            [0] 当たるカードはありません。
           *[other] 当たるのは{ $cards }です。
        }
       *[no] {""}
    }
card-information-then = { $first }{ $next }
card-information-and = { $first }、{ $next }
card-information-also = { $first }と{ $next }
card-information-with = 、{ $conditions }

## 条件（カードのテキストと同じ括弧で）

card-information-cond-name = カード名が「{ $ja }」の
card-information-cond-name-part = カード名に「{ $ja }」を含む
card-information-cond-has-type = 特徴《{ $ja }》を持つ
card-information-cond-type-part = 特徴に「{ $ja }」を含む
card-information-cond-color = { $color }の
card-information-cond-multicolor = 多色の
card-information-cond-attribute = 属性〈{ $attribute }〉を持つ
card-information-cond-number = カードナンバー{ $number }の
card-information-cond-no-base-effect = 元々の効果がない
card-information-cond-cost-max = コスト{ $value }以下の
card-information-cond-cost-min = コスト{ $value }以上の
card-information-cond-power-max = パワー{ $value }以下の
card-information-cond-power-min = パワー{ $value }以上の

card-information-color-word = { $color ->
        [red] 赤
        [green] 緑
        [blue] 青
        [purple] 紫
        [black] 黒
       *[yellow] 黄
    }
card-information-attribute-word = { $attribute ->
        [slash] 斬
        [strike] 打
        [ranged] 射
        [special] 特
        [wisdom] 知
       *[unknown] ？
    }

## カードが当たる理由、当たらない理由

card-information-colors = { $card }は{ $colors }です。複数の色を持つカードは、そのすべての色のカードとして扱います。
card-information-multicolor = { $card }は{ $colors }です。複数の色を持つカードは多色のカードです。
# $types：特徴を1つずつ《》で囲み「／」でつないだもの（カードが特徴を書くとおり）
card-information-types = { $card }の特徴は《{ $types }》で、そのそれぞれを持ちます。
card-information-attributes = { $card }は属性{ $attributes }を持ちます。そのすべての属性のカードとして扱います。
card-information-attribute-marked = 〈{ $attribute }〉
card-information-text-name = { $card }はテキストによってカード名「{ $ja }」を持ち、どの領域にあってもその名前として扱います。
card-information-text-type = { $card }はテキストによって特徴《{ $ja }》を持ち、どの領域にあってもその特徴を持つものとして扱います。
card-information-text-attribute = { $card }はテキストによって属性〈{ $attribute }〉を持ち、どの領域にあってもその属性を持つものとして扱います。
card-information-not-category = { $cards }は{ $category ->
        [character-card] キャラカード
        [stage-card] ステージカード
        [event] イベント
       *[other] 選ぶ対象のカード
    }ではないので当たりません。
card-information-no-attribute = { $cards }は{ $kind ->
        [event] イベント
        [stage] ステージ
       *[both] イベントやステージ
    }で、属性を持ちません。属性を持つのはリーダーカードとキャラカードだけです。
card-information-unknown-attribute = 〈？〉も、ほかと同じく6つの属性の1つです。
card-information-no-cost = { $cards }はリーダーで、コストを持ちません。コストを持つのはキャラカード、イベントカード、ステージカードだけです。
card-information-no-power = { $cards }は{ $kind ->
        [event] イベント
        [stage] ステージ
       *[both] イベントやステージ
    }で、パワーを持ちません。パワーを持つのはリーダーカードとキャラカードだけです。
card-information-trigger-is-text = { $card }には【トリガー】しかありませんが、【トリガー】もカードのテキストの一部なので、{ $card }は元々の効果がないカードではありません。
