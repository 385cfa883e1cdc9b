# ワンピースカードゲーム：カウンターステップ（7-1-3）：シンボルカウンター（7-1-3-2-1）と
# 【カウンター】イベント（7-1-3-2-2、10-2-4）の日本語（counter_step.py）。手引き：docs/wording.md。
# 変数は事実です。言葉だけを変えてください。パワー（$attacker_power、$now など）は書いたままの数です。

counter-step-start = カウンターステップ：{ $attacker }（パワー{ $attacker_power }）が{ $target }（パワー{ $target_power }）にアタックしています。{ $defender }は手札からカウンターを使えます。
# 手札に使えるカウンターがない（もうない）。$used はそれまでに使ったカウンターの数
counter-none-left = { $used ->
        [0] { $defender }には手札から使えるカウンターがないので、カウンターステップが終わります。
       *[other] { $defender }には手札から使えるカウンターがもうないので、カウンターステップが終わります。
    }

# 2-10-2：手札のキャラカードでないカード。カウンターも【カウンター】の効果も持たない。$many：2枚以上なら yes
counter-not-character = カウンターを持つのはキャラカードだけなので、手札の{ $cards }は{ $many ->
        [yes] いずれも
       *[no] {""}
    }カウンターを持たず、【カウンター】の効果もありません。

## 選択：次に使うカウンター、または終える（7-1-3-2）

counter-prompt = カウンターを使いますか？
counter-option-event = { $card }（【カウンター】、コスト{ $cost }）
counter-option-symbol = { $card }（カウンター+{ $counter }）
counter-option-stop = これ以上カウンターを使わない
counter-stopped = { $defender }はこれ以上カウンターを使わず、カウンターステップが終わります。

## シンボルカウンター（7-1-3-2-1）

# アタックされたプレイヤーにキャラがいる：次にパワーを得るカードを選ぶ
counter-symbol-trashed = { $defender }は手札の{ $card }をトラッシュに置き、カウンター+{ $counter }を使います。
counter-target-prompt = パワーを上げるカードを選んでください
# $attacked：パワーを得るカードがアタックされているカード（$attacked_card）でなければ no
counter-power = { $target }はこのバトル中、パワー+{ $counter }されます{ $attacked ->
        [no] （パワー{ $now }）。ただしアタックされているのは{ $attacked_card }なので、バトルはパワー{ $attacked_power }とアタックしているカードの{ $attacker_power }で比べます。
       *[yes] （パワー{ $now }になり、アタックしているカードは{ $attacker_power }です）。
    }
# アタックされたプレイヤーにはリーダーしかいない：すぐにリーダーがパワーを得る
counter-symbol-to-leader = { $defender }は手札の{ $card }をトラッシュに置き、カウンターを使います。{ $target }はこのバトル中、パワー+{ $counter }されます（パワー{ $now }になり、アタックしているカードは{ $attacker_power }です）。

## 【カウンター】イベント（7-1-3-2-2、10-2-4、8-4-2）

counter-event = { $defender }はドン!!{ $cost }枚をレストにして、手札の【カウンター】イベント{ $card }を発動します。イベントは発動と同時にトラッシュに置かれ、続いて【カウンター】の効果を実行します。
