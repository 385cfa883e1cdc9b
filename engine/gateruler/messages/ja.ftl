# ゲートルーラー：エンジンが出す文・選択の問い・選択肢の名前（日本語）。
# 編集の手引きは docs/wording.md。`python -m pytest tests/engine/test_messages.py` で確かめます。
# 変数（$cards, $count など）はルールのモジュールが渡す事実です。変数は残し、言葉を直してください。
# 日本語の数は CLDR で常に other なので、1枚と複数は [1] のような数そのもので分けます。

## 並べ方

list-pair = { $first }と{ $last }
list-next = { $first }、{ $next }
list-more = { $names }ほか{ $rest }枚
list-none = なし
players-pair = { $first }と{ $last }
players-next = { $first }、{ $next }

## 能力

ability-named = 「{ $name }」
ability-auto = 自動能力
ability-static = 常時能力
trigger = { $card }の{ $ability }

## 12-2 敗北処理

defeat-why-damage = { $player }のダメージゾーンは{ $count }枚、ルーラーのライフは{ $life }です（12-2a-1）
defeat-why-deck = { $player }のデッキにカードがありません（12-2a-2）
defeat-why-deck-several = { $count ->
        [2] { $first }と{ $last }はどちらもデッキにカードがありません（12-2a-2）
       *[other] { $players }は全員デッキにカードがありません（12-2a-2）
    }
defeat-why-and = { $first }。{ $next }
defeat-placed-one = { $why }。敗北条件を満たしてもすぐには敗北しません。{ $player }に関連付けられた敗北処理がゲートの一番上に置かれます（12-2c）。{ $after_destroy ->
        [yes] 敗北処理は破壊処理の後に置かれるので（12-1b-1）、破壊処理より先に解決されます。
       *[no] {""}
    }
defeat-placed-shared = { $why }。同時に敗北条件を満たしているので、{ $count ->
        [2] { $players }の両方
       *[other] { $players }の全員
    }に関連付けられた敗北処理1つがゲートの一番上に置かれます（12-2c-1）。{ $after_destroy ->
        [yes] 敗北処理は破壊処理の後に置かれるので（12-1b-1）、破壊処理より先に解決されます。
       *[no] {""}
    }
no-second-defeat-process = { $player }は敗北条件を満たしていますが、{ $player }に関連付けられた敗北処理がすでにゲート上にあるため、新たな敗北処理は置かれません（12-2c）。
defeat-process-resolved = 敗北処理が解決されます（12-2d）。{ $lost_count ->
        [0] {""}
       *[other] { $losers }はこの時点で敗北条件を満たしているので、ゲームに敗北します（12-2d-1）。敗北したプレイヤーはゲームから退場します（1-4a）。
    }{ $saved_count ->
        [0] {""}
       *[other] { $saved }はこの時点で敗北条件を満たしていないので、敗北しません（12-2d-1）。
    }

## 12-4 破壊処理

destroy-why-several = { $names }の{ $count }体のユニットが破壊条件（{ $numbers }）を満たしています
destroy-why-one = { $met ->
        [damage] { $card }はダメージ{ $damage }、HP{ $hp }で、ダメージがHP以上です（12-4a-1）
        [both] { $card }のHPは{ $hp }なので、HPが0以下です（12-4a-2）。ダメージ（{ $damage }）もHP（{ $hp }）以上です（12-4a-1）
       *[hp] { $card }のHPは{ $hp }なので、HPが0以下です（12-4a-2）
    }
destroy-process-placed-rule = { $why }。そのため、{ $count ->
        [1] { $cards }に関連付けられたルールによる破壊の破壊処理が1つ
       *[other] それらの各ユニットに関連付けられたルールによる破壊の破壊処理が1つ
    }、ゲートの一番上に置かれます（12-4b-2b）。
destroy-process-placed-effect = 効果により{ $cards }を破壊します。この時点で、指定された各カードに関連付けられた、効果による破壊処理がゲートの一番上に置かれます（12-4b-2a）。{ $missing }
no-second-destroy-process = { $card }は{ $hp_zero ->
        [yes] HPが{ $hp }で（12-4a-2）
       *[no] ダメージ{ $damage }がHP{ $hp }以上で（12-4a-1）
    }破壊条件を満たすはずですが、それに関連付けられたルールによる破壊処理がすでにゲート上にあるため、破壊条件を満たしません（12-4a-3）。2つ目の破壊処理は置かれません。
destroyed-event = 破壊処理がゲートに置かれたこの時点で、{ $cards }が‘破壊された’事象が発生します（12-4b-3）。実際に他の領域に移動するかどうかには関係ありません（12-4b-3a）。{ $trigger_count ->
        [0] {""}
       *[other] これにより{ $triggers }が誘発し、行動の合間にゲームが行う次のシステム処理でプレイされます（14-1a-2）。
    }
destroy-gone = 関連付けられていたカードのうち{ $gone }枚はすでに移動して新しいカードになっているため（3-2d）、関連付けがありません。
to-graveyard-of = { $cards }は{ $owner }の墓地
# 最初の数人の所有者のあとは枚数だけ
to-graveyard-rest = ほか{ $rest }枚はそれぞれの所有者の墓地
# ルールによる破壊処理は解決時にユニットを確かめ直します（12-4c-1）
destroy-recheck = { $why }。{ $count ->
        [1] まだ破壊条件を満たしているので、破壊処理との関連付けは残ります（12-4c-1）。
       *[other] まだ破壊条件を満たしているので、どのユニットも破壊処理との関連付けが残ります（12-4c-1）。
    }
destroy-process-resolved = { $continued ->
        [yes] {""}
       *[no] 破壊処理（{ $reason ->
            [rule] ルールによる破壊
           *[effect] 効果による破壊
        }）が解決されます（12-4c）。
    }{ $gone }{ $recheck }{ $count ->
        [0] 破壊処理に関連付けられたカードがもうないので、墓地に置くカードはなく（12-4c-2）、破壊処理はゲートから取り除かれます。
        [1] { $cards }を所有者の墓地に置きます（12-4c-2）。
       *[other] { $owners ->
            [same] { $cards }をそれぞれの所有者の墓地に置きます（12-4c-2）。
           *[different] { $cards }をそれぞれの所有者の墓地に置きます。{ $elsewhere }に置かれます（12-4c-2）。
        }
    }
association-lost = ルールによる破壊処理の解決にあたり、{ $cards }はこの時点で12-4a-1も12-4a-2も満たしていないので、その関連付けを失い（12-4c-1）、墓地には置かれません。

## 12-1b ルールエフェクトの同時実行

rule-effect-destroy = 破壊ルールエフェクト（12-4）
rule-effect-defeat = 敗北ルールエフェクト（12-2）
rule-effect-ruler_damage = ルーラーダメージエフェクト（12-3）
rule-effect-duplicates = 重複カードエフェクト（12-5）
rule-effect-illegal_soul = 不正ソウルルールエフェクト（12-6a）
rule-effect-multi_soul = 不正ソウルルールエフェクト（12-6b）
counted-ruler_damage = { $count }人のプレイヤー
counted-duplicates = { $count }つのゾーン
counted-illegal_soul = { $count }枚のソウルのカード
counted-multi_soul = { $count }枚のソウルのカード
rule-effect-for = { $counted }についての{ $effect }
rule-effects-one-kind = { $counted }について{ $effect }を実行します。ルールエフェクトはまとめて実行されます（12-1b）。
rule-effects-several = { $effects }の{ $count }つを実行します。これらはまとめて実行されます（12-1b）。{ $destroy_first ->
        [yes] 敗北と破壊が同時なので、破壊ルールエフェクトを先に実行します（12-1b-1）。
       *[no] {""}
    }

## 14-1a-2 システム処理での自動能力のプレイ

auto-ability-played = { $player }が{ $ability }（{ $event ->
        [destroyed-self] { $that }自身が破壊されたことで誘発
        [leaves_field-self] { $that }自身が場を離れたことで誘発
        [destroyed] { $that }が破壊されたことで誘発
       *[leaves_field] { $that }が場を離れたことで誘発
    }）をプレイし、それがゲートの一番上に置かれます。自動能力は、誘発条件が満たされた時点から見て次のシステム処理でプレイされます（14-1a-2）。
prompt-order = 先にゲートに置く自動能力を選んでください（後に解決されます）
prompt-play = { $ability }をプレイしますか？
option-play = プレイする
option-decline = プレイしない
auto-ability-not-played = { $player }は{ $ability }をプレイしないことを選びます（14-1a-2）。{ $soul ->
        [yes] 参照していたソウルはもう残されません（12-6a-1）。
       *[no] {""}
    }

## 13-5 ルーラーダメージ処理（本サイトの解釈）

ruler-damage-process-resolved = ルーラーダメージ処理には誰も対応できないので、すぐに解決されます（9-3d）。{ $player }は{ $moved ->
        [1] デッキの上から1枚を表向きでダメージゾーンに置き
       *[other] デッキの上から{ $moved }枚を1枚ずつ表向きでダメージゾーンに置き
    }、ルーラーのダメージは0になります（13-5。本サイトでは1ダメージにつき1枚として処理します。13-5の本文は出典にないため、本サイトの解釈です）。{ $short ->
        [yes] デッキが{ $moved }枚で尽きました。
       *[no] {""}
    }

## ゾーン（移動の文で）：自分のものは「墓地」、他のプレイヤーのものは「Bの墓地」

zone-deck = デッキ
zone-hand = 手札
zone-damage_zone = ダメージゾーン
zone-graveyard = 墓地
zone-field_zone = フィールドゾーン
zone-soul = ソウル置場
zone-attack_zone = 攻撃ゾーン
zone-defense_zone = 守備ゾーン
zone-set_zone = セットゾーン
zone-ruler = ルーラー
zone-gate = ゲート
line-left = レフト
line-center = センター
line-right = ライト
line-1 = 1
line-2 = 2
line-3 = 3
zone-line = { $zone }（{ $line }）
zone-own = 自分の{ $zone }
zone-of = { $player }の{ $zone }

## 15-3a、3-2d 効果によるカードの移動

card-moved = { $player }は{ $from_known ->
        [yes] { $source }の
       *[no] {""}
    }{ $cards }を{ $to }{ $to_deck ->
        [yes] の一番上
       *[no] {""}
    }に{ $count ->
        [1] {""}
       *[other] 同時に
    }{ $to_hand ->
        [yes] 加えます
       *[no] 置きます
    }（15-3a）。場の中以外で領域を移動したカードは新しいカードになり、関連付けを失います（3-2d）。{ $trigger_count ->
        [0] {""}
       *[other] これにより{ $triggers }が誘発し、次のシステム処理でプレイされます（14-1a-2）。
    }{ $missing }

## 12-5 重複カード

duplicate-cards = { $zone }に{ $count }枚のカードがあります。{ $chose ->
        [yes] { $player }は最も後に置かれたカードから{ $kept }を選び、それが残ります
       *[no] 最も後に置かれたのは{ $kept }なので、それが残ります
    }。それ以外（{ $others }）は{ $others_count ->
        [1] 所有者の墓地
       *[other] それぞれの所有者の墓地
    }に置かれます（12-5a）。
prompt-keep = { $zone }に残すカードを1枚選んでください

## 12-6 不正ソウル

soul-kept-for-ability = { $card }はどのカードにも関連付けられていないソウルですが、{ $source }が場を離れたことで誘発した{ $named }がこのソウルを参照しています。その自動能力がプレイされて解決などでゲートから取り除かれるか、プレイされないことになるまで、不正ソウルルールエフェクトは適用されず、ソウルはソウル置場に残ります（12-6a-1）。
illegal-soul = { $card }はソウル置場にありますが、{ $had_host ->
        [yes] 関連付けられていたカードが場を離れて新しいカードになり、関連付けがなくなったので（3-2d）、どのカードにも関連付けられていません
       *[no] どのカードにも関連付けられていません
    }。そのため所有者の墓地に置かれます（12-6a）。
soul-association = ソウルのカード{ $card }は複数のカードに関連付けられています。{ $chose ->
        [yes] 最も後の関連付けが複数あるので、所有者の{ $owner }が{ $target }を選び、{ $target }との関連付けだけが残ります
       *[no] 残るのは最も後の関連付け（{ $target }）だけです
    }。{ $others }との関連付けは取り消されます（12-6b）。
prompt-soul = { $card }を関連付けたままにするカードを選んでください

## 9-1a、9-2a、9-3 優先権、プレイと解決

# 9-3b、9-3e-1：行動するプレイヤーより前のプレイヤーが優先権を放棄します（優先権の移り方は本サイトの解釈）
priority-passed = { $count ->
        [1] ターンプレイヤーの{ $passing }が優先権を得て（9-3b）、優先権を放棄します（9-3e-1）。優先権は{ $next }に移ります（優先権の移り方は本サイトの解釈です）。
       *[other] ターンプレイヤーの{ $turn }から順に、{ $passing }が優先権を放棄します（9-3b、9-3e-1）。優先権は{ $next }に移ります（優先権の移り方は本サイトの解釈です）。
    }
# 全員が放棄：ゲート追加処理が終わり、ゲートの一番上が解決されます
priority-all-passed = ターンプレイヤーの{ $turn }が優先権を得て（9-3b）、{ $passing }が順に優先権を放棄します（9-3e-1）。誰も何も追加しないので、ゲート追加処理が終わり、次にゲートの一番上にある{ $top }を解決します（9-2a。全員が続けて放棄したらゲート追加処理が終わるというのは本サイトの解釈です）。
gate-item-destroy-process = 破壊処理
gate-item-defeat-process = 敗北処理
gate-item-ruler-damage-process = ルーラーダメージ処理
gate-item-damage-execution-process = ダメージ実行処理
played-from-hand = ターンプレイヤーの{ $player }が優先権を得て（9-3b）、{ $zone }から{ $card }をプレイします。ゲートが空なので、ターンプレイヤーは使用タイミングが‘通常’のカードをプレイできます（9-3e-4e）。{ $card }はゲートの一番上に置かれ、解決されるまでそこで待ちます（9-1a）。
played-from-set-zone = { $turn ->
        [yes] ターンプレイヤーの{ $player }が優先権を得て{ $gate ->
            [yes] （9-3b）
           *[no] {""}
        }、
       *[no] { $player }が
    }{ $zone }にセットされている{ $card }をプレイします。{ $gate ->
        [yes] ゲートに何かが置かれている間にプレイできるのは、自分のセットゾーンにセットされている、使用タイミングが‘通常’でないカードだけです（9-3e-2）。
       *[no] 自分のセットゾーンにセットされている、使用タイミングが‘通常’でないカードは、優先権を持っていればプレイできます（9-3e-2）。
    }{ $card }はゲートの一番上に置かれ、解決されるまでそこで待ちます（9-1a）。
resolve-ability = ゲートの一番上にある{ $ability }が解決されます。
resolve-card = ゲートの一番上にある、{ $player }がプレイした{ $card }が解決されます。
played-card-unnamed = カード
# 効果をすべて実行した後：ゲートから取り除かれる
resolved-card = { $card }の解決が終わり、{ $card }はゲートから取り除かれます（9-2a）。
resolved-card-to-graveyard = { $card }の解決が終わり、{ $card }はゲートから{ $owner }の墓地に置かれます（9-2a。解決したカードを所有者の墓地に置くのは本サイトの解釈です）。
resolved-ability = { $ability }の解決が終わり、この自動能力はゲートから取り除かれます（9-2a）。
played = { $player }が{ $card }をプレイします。{ $card }はゲートの一番上に置かれ、各プレイヤーが対応する機会を得た後で解決されます（9-1a）。
card-unnamed = カード

## 最初と最後のステップ

start = 処理が始まる前の盤面です。ルールエフェクトとは、ゲーム中に特定の状況が生じたときにルール自体が実行する処理です（12-1a）。ルールエフェクトはシステム処理のたびに確認されます（9-3c）。システム処理とは、プレイヤーの行動の合間にゲーム自身が行う処理で、ルールエフェクトの実行と、誘発した自動能力のプレイを行います（第11章）。{ $gate ->
        [0] {""}
       *[other] ゲートには{ $gate }個の処理があり、最も後に置かれたものから解決されます（9-2a）。
    }
end = ゲートは空で、適用するルールエフェクトもなく、この例で行う行動も残っていません。すべて解決しました。
game-over-draw = { $players }が同時に敗北し、ゲームに残っているプレイヤーがいないため、ゲームは引き分けで終了します（1-4b-1）。
game-over-win = ゲームに残っているプレイヤーは{ $winner }だけなので、{ $winner }がゲームに勝利します（1-4b）。

## ダメージ（13-2a）とルーラーダメージ処理（12-3a, 13-5）

damage-execution-process-placed = 効果により{ $cards }に{ $amount }ダメージを与えます。対象、数値、発生源を記録したダメージ実行処理がゲートの一番上に置かれます（13-2a）。これは本サイトの例が扱うVer. 1.0.0のルールで、その後の公式の更新でダメージ実行処理は削除されました。{ $missing }
damage-to-units = { $cards }は{ $amount }ダメージを負います。ダメージはユニットに蓄積し、HPは減りません（2-11b）。
damage-to-rulers = ルーラーの{ $cards }は{ $amount }ダメージを負います。ルーラーにはHPではなくライフがあり、ルーラーのダメージが1以上になると、ルーラーダメージ処理が実行されます（12-3a）。
damage-to-none = ダメージを受けられるカードがありません。
damage-and = { $first }{ $next }
damage-dealt = ダメージ実行処理が解決され、{ $parts }
ruler-damage-process-placed = ルーラーの{ $ruler }はダメージ{ $damage }を負っているので、{ $player }のルーラーダメージ処理が実行されます（12-3a）。この処理はゲートの一番上に置かれます（13-5b）。
recovered = { $count ->
        [1] { $cards }はダメージを{ $amount }回復し、ダメージが{ $before }から{ $after }になります
       *[other] { $cards }はそれぞれダメージを{ $amount }回復します
    }（第13章の回復。回復の項目番号は出典にありません）。{ $missing }
player-recovered = { $player }は{ $amount }回復します。{ $player }のダメージゾーンに最も後に置かれたカード{ $taken }枚を墓地に置きます（第13章。回復のルールは出典にないため、本サイトの解釈です）。{ $short ->
        [yes] ダメージゾーンには{ $taken }枚しかありませんでした。
       *[no] {""}
    }

## 効果の実行（3-2d：新しいカードになったものには及びません）

not-reached = （{ $names }はもう場にないか、新しいカードになっているので対象になりません、3-2d）
nothing-to-destroy = 破壊するカードがありません。{ $missing }
nothing-to-damage = ダメージを与える対象がありません。{ $missing }
nothing-into-soul = ソウルに置くものはありません。{ $missing }
hp-changed = { $cards }はHP{ $sign }されます（15-2a）。{ $missing }
put-into-soul = { $card }をソウル置場に置き、{ $hosts }に関連付けます（新しいカードになります、3-2d）。{ $missing }
soul-taken = この能力は{ $card }のソウルを参照し、{ $cards }を{ $count ->
        [1] 所有者
       *[other] それぞれの所有者
    }の{ $to }{ $where ->
        [hand] に加えます
       *[other] に置きます
    }。そのため、ソウルは今までソウル置場に残っていました（12-6a-1）。
choice = { $player }は効果の選択肢から「{ $option }」を選びます（直接効果、14-1b-1）。
prompt-choose-one = 効果の選択肢を1つ選んでください
