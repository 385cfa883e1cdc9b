# ワンピースカードゲーム：カードを選ぶ（choosing.py、8-4-4）の日本語。
# 手引き：docs/wording.md。変数は事実です。言葉だけを変えてください。
# $verb：選んだカードをどうするか（resolving-verb-…：「KOする」「トラッシュに置く」「登場させる」…）

## パワーで選ぶ前に：有効な永続効果（8-1-3-3、8-4-6）

choosing-permanent = { $player }の永続効果（自動効果、起動効果、置換効果のどれにもあたらないテキスト）は常に有効で、効果もそれを反映して解決されます。{ $effects }。
# 永続効果1つ。$amount は符号つき（+1000）
choosing-permanent-effect = { $source }により、{ $cards }はパワー{ $amount }です
# その並び：ここまでのもの、次のもの
choosing-permanent-next = { $first }。{ $next }

# 8-1-3-3-5：永続効果（$source）が、ほかの永続効果によるパワーの変化のため、単独のときと違うカードに及ぶ。
# $gained は新たに及ぶカード（$gains）、$lost は及ばなくなるカード（$loses）。$first はターンプレイヤー、$then は非ターンプレイヤー。
# $both：そのような効果を持つのが1人（$owner）だけなら no
choosing-permanent-each-other = { $source }の効果はパワーで対象のカードを決め、そのパワーはほかの永続効果で変わります。その効果が{ $gains ->
        [yes] { $gained }に及ぶ{ $loses ->
            [yes] 一方で{ $lost }には及ばなくなる
           *[no] {""}
        }
       *[no] { $lost }に及ばなくなる
    }のは、ほかの永続効果を先に適用したからです。{ $both ->
        [yes] 互いに影響を変える永続効果は、{ $first }のもの、次に{ $then }のものの順に適用し、変化がなくなるまでくり返します。
       *[no] 互いに影響を変える{ $owner }の永続効果は、1つずつ順に適用し、変化がなくなるまでくり返します。
    }

## 選ぶ（8-4-4、8-4-4-1、8-4-4-2）

choosing-prompt = { $verb }カードを選んでください
choosing-none = 選ばない
choosing-nothing-left = { $verb }カードとして選べるカードがありません。
# $count：効果が選ぶ枚数。$chosen_count：選べる枚数
choosing-as-far-as-possible = { $player }は{ $count }枚まで、選べるかぎり選ばなければなりません。{ $chosen_count ->
        [0] 選べるカードがないので、1枚も選びません。
       *[other] 選べるのは{ $chosen_count }枚なので、その{ $chosen_count }枚を選びます。
    }
choosing-chosen = { $player }は{ $verb }カードとして{ $card }を選びます。
# $why：up_to（「まで」なので0枚を選べる、8-4-4-1）、secret（非公開領域の公開されていないカードで条件がある、8-4-4-2）、none
choosing-chosen-none = { $player }は{ $verb }カードを選びません。{ $why ->
        [up_to] 「まで」なので0枚を選べます。
        [secret] 選ぶ対象は非公開領域の公開されていないカードで、選択に条件があるので、条件を満たすカードがあっても選ばないことができます。
       *[none] {""}
    }

## コストによる選択の前に：計算の途中で0未満になったコスト（1-3-6-2、1-3-6-2-1）

# $worked：元のコストと、順に加わる変更（「2 -4 +1」）。$value：結果。$cost：選択で読む値
choosing-cost-below-zero = { $card }のコストは{ $worked }＝{ $value }と計算します。計算の間は0未満にもなり、後の変更もその値から数えます。この選択で読むコストは{ $cost }です。
