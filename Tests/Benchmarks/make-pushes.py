#!/usr/bin/env python3
"""Writes N push files of 200 B to 1.9 KB into a folder, for the batch-validation benchmark.

A fixed mix, the same for every run with the same seed: bare apple_push objects (45 %), Braze
/messages/send requests (35 %) and APNs device payloads (20 %); pretty and compact; English,
German, Japanese and emoji text; buttons, rich media, extra keys, Liquid; and about one in six
with a rule error (reserved extra key, wrong type, unknown level, action not allowed, priority,
over the byte limit). Every file is valid JSON, so that `jq -e .` reads them all.

Usage: make-pushes.py DIR [COUNT] [SEED]
"""
import json
import os
import random
import sys

WORDS = {
    "en": "your order has shipped and will arrive tomorrow between nine and noon track it in the app "
          "spring sale up to fifty percent off everything today only do not miss out on new arrivals".split(),
    "de": "Ihre Bestellung ist unterwegs und kommt morgen zwischen neun und zwölf Uhr an Frühlingsangebote "
          "bis zu fünfzig Prozent Rabatt auf alles nur heute Größen Übersicht Grüße".split(),
    "ja": "本日限定 セール 全品 五十パーセント オフ ご注文 の 商品 は 明日 お届け 予定 です アプリ で 確認".split(),
    "emoji": "🎉 🛍️ 👍🏽 🇯🇵 ❤️ 👨‍👩‍👧 ✨ 🔥 📦 🕘".split(),
}
CATEGORIES = ["ab_cat_accept_decline", "ab_cat_yes_no", "ab_cat_confirm_cancel", "ab_cat_more"]
FIRST_BUTTON = {"ab_cat_accept_decline": "ab_pb_accept", "ab_cat_yes_no": "ab_pb_yes",
                "ab_cat_confirm_cancel": "ab_pb_confirm", "ab_cat_more": "ab_pb_more"}
SECOND_BUTTON = {"ab_cat_accept_decline": "ab_pb_decline", "ab_cat_yes_no": "ab_pb_no",
                 "ab_cat_confirm_cancel": "ab_pb_cancel"}


def sentence(rng, lang, n):
    words = WORDS[lang]
    sep = "" if lang == "ja" else " "
    text = sep.join(rng.choice(words) for _ in range(n))
    if rng.random() < 0.3:
        text += " " + rng.choice(WORDS["emoji"])
    return text


def apple_push(rng, lang):
    push = {"alert": {"title": sentence(rng, lang, rng.randint(2, 5)), "body": sentence(rng, lang, rng.randint(6, 20))}}
    if rng.random() < 0.15:
        push["alert"] = sentence(rng, lang, rng.randint(6, 20))
    if rng.random() < 0.1 and isinstance(push["alert"], dict):
        push["alert"]["body"] = "Hi {{${first_name} | default: 'there'}}, " + push["alert"]["body"]
    if rng.random() < 0.4:
        push["badge"] = rng.randint(0, 9)
    if rng.random() < 0.5:
        push["sound"] = rng.choice(["default", "chime.caf"])
    if rng.random() < 0.5:
        push["custom_uri"] = rng.choice(["https://shop.example.com/sale?src=push", "myapp://orders/4711"])
    if rng.random() < 0.3:
        push["asset_url"] = "https://cdn.example.com/img/%d.jpg" % rng.randint(1, 9999)
        push["asset_file_type"] = "jpg"
    if rng.random() < 0.3:
        cat = rng.choice(CATEGORIES)
        push["category"] = cat
        buttons = [{"action_id": FIRST_BUTTON[cat], "action": "URI", "uri": "https://shop.example.com/b"}]
        if cat in SECOND_BUTTON:
            buttons.append({"action_id": SECOND_BUTTON[cat], "action": "CLOSE"})
        push["buttons"] = buttons
    if rng.random() < 0.3:
        push["extra"] = {"promo": "SPRING%02d" % rng.randint(0, 99), "order_id": str(rng.randint(10 ** 6, 10 ** 7))}
    if rng.random() < 0.2:
        push["interruption_level"] = rng.choice(["passive", "active", "time-sensitive"])
    if rng.random() < 0.2:
        push["relevance_score"] = rng.choice([0.2, 0.5, 0.75, 1])
    if rng.random() < 0.2:
        push["message_variation_id"] = "iosPush-%d" % rng.randint(1, 999)
    if rng.random() < 0.15:
        push["notification_group_thread_id"] = "orders"
    return push


def add_error(rng, push):
    kind = rng.randrange(6)
    if kind == 0:
        push.setdefault("extra", {})["aps"] = {"badge": 1}
    elif kind == 1:
        push["badge"] = "three"
    elif kind == 2:
        push["interruption_level"] = "urgent"
    elif kind == 3:
        push["category"] = "ab_cat_yes_no"
        push["buttons"] = [{"action_id": "ab_pb_no", "action": "URI", "uri": "https://x.example"}]
    elif kind == 4:
        push["apns_priority"] = 7
    else:
        push["asset_url"] = "https://cdn.example.com/a.bmp"
        push["asset_file_type"] = "bmp"


def device_payload(push):
    alert = push.get("alert")
    aps = {}
    if isinstance(alert, dict):
        aps["alert"] = {k: v for k, v in alert.items()}
    elif alert is not None:
        aps["alert"] = alert
    for key, apns_key in (("badge", "badge"), ("sound", "sound"), ("notification_group_thread_id", "thread-id"),
                          ("category", "category"), ("interruption_level", "interruption-level"),
                          ("relevance_score", "relevance-score")):
        if key in push:
            aps[apns_key] = push[key]
    payload = {"aps": aps, "ab": {"c": "dGVzdC1jYW1wYWlnbg=="}}
    if "asset_url" in push:
        aps["mutable-content"] = 1
        payload["ab"]["att"] = {"url": push["asset_url"], "type": push.get("asset_file_type", "jpg")}
    if "custom_uri" in push:
        payload["ab_uri"] = push["custom_uri"]
    for key, value in push.get("extra", {}).items():
        payload[key] = value
    return payload


def document(rng, i):
    lang = rng.choices(["en", "de", "ja"], weights=[5, 3, 2])[0]
    push = apple_push(rng, lang)
    broken = rng.random() < 0.16
    if broken:
        add_error(rng, push)
    form = rng.choices(["apple_push", "request", "apns"], weights=[45, 35, 20])[0]
    if form == "request":
        doc = {"external_user_ids": ["user-%d" % rng.randint(1, 10 ** 6)], "campaign_id": "c-%06d" % i,
               "messages": {"apple_push": push}}
        if rng.random() < 0.3:
            doc["messages"]["android_push"] = {"alert": "Android " + str(i)}
    elif form == "apns":
        doc = device_payload(push)
    else:
        doc = push
    return doc, form, broken


def fit(rng, doc, size, pretty):
    """Grows the longest text until the file reaches `size` bytes (within 200..1900)."""
    def dump(d):
        return json.dumps(d, ensure_ascii=False, indent=2 if pretty else None)
    text = dump(doc)
    target = max(200, min(1900, size))
    holder = doc.get("messages", {}).get("apple_push", doc) if "messages" in doc else doc.get("aps", doc)
    for _ in range(200):
        n = len(text.encode("utf-8"))
        if n >= target - 20 and n >= 200:
            break
        alert = holder.get("alert")
        words = " " + sentence(rng, "en", max(1, (target - n) // 12))
        if isinstance(alert, dict):
            alert["body"] = alert.get("body", "") + words
        else:
            holder["alert"] = (alert or "") + words
        text = dump(doc)
    while len(text.encode("utf-8")) > 1900:
        alert = holder.get("alert")
        if isinstance(alert, dict) and len(alert.get("body", "")) > 10:
            alert["body"] = alert["body"][: len(alert["body"]) * 3 // 4]
        elif isinstance(alert, str) and len(alert) > 10:
            holder["alert"] = alert[: len(alert) * 3 // 4]
        else:
            break
        text = dump(doc)
    return text


def main():
    out = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 10000
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 6)
    os.makedirs(out, exist_ok=True)
    forms, broken_count, total = {}, 0, 0
    for i in range(count):
        doc, form, broken = document(rng, i)
        text = fit(rng, doc, int(rng.triangular(200, 1900, 700)), pretty=rng.random() < 0.6)
        name = "p%05d.%s" % (i, "apns" if form == "apns" and rng.random() < 0.3 else "json")
        with open(os.path.join(out, name), "w", encoding="utf-8") as f:
            f.write(text)
        forms[form] = forms.get(form, 0) + 1
        broken_count += broken
        total += len(text.encode("utf-8"))
    print("%d files, %d bytes (mean %d), %s, %d with a rule error" % (
        count, total, total // count, ", ".join("%d %s" % (v, k) for k, v in sorted(forms.items())), broken_count))


if __name__ == "__main__":
    main()
