package org.urikit.idna;

import java.util.Map;

/**
 * The ISO 15924 codes that {@code ScriptExtensions.txt} uses, with the Script value names of
 * {@code Scripts.txt} they abbreviate (the {@code sc} aliases of the UCD's
 * PropertyValueAliases.txt, which is not vendored). {@link TableGenerator} checks the table: every
 * code of ScriptExtensions.txt must be here, every name must be a Script value of Scripts.txt,
 * and every code point whose Script is a real script must list that script's code among its
 * extensions (UAX #24 §5.2: the Script value is one of the Script_Extensions values).
 */
final class ScriptAliases {
    private ScriptAliases() {
    }

    static final Map<String, String> CODES = Map.ofEntries(
            Map.entry("Adlm", "Adlam"), Map.entry("Aghb", "Caucasian_Albanian"), Map.entry("Arab", "Arabic"),
            Map.entry("Armn", "Armenian"), Map.entry("Avst", "Avestan"), Map.entry("Beng", "Bengali"),
            Map.entry("Bopo", "Bopomofo"), Map.entry("Bugi", "Buginese"), Map.entry("Buhd", "Buhid"),
            Map.entry("Cakm", "Chakma"), Map.entry("Cari", "Carian"), Map.entry("Cher", "Cherokee"),
            Map.entry("Copt", "Coptic"), Map.entry("Cpmn", "Cypro_Minoan"), Map.entry("Cprt", "Cypriot"),
            Map.entry("Cyrl", "Cyrillic"), Map.entry("Deva", "Devanagari"), Map.entry("Dogr", "Dogra"),
            Map.entry("Dupl", "Duployan"), Map.entry("Elba", "Elbasan"), Map.entry("Ethi", "Ethiopic"),
            Map.entry("Gara", "Garay"), Map.entry("Geor", "Georgian"), Map.entry("Glag", "Glagolitic"),
            Map.entry("Gong", "Gunjala_Gondi"), Map.entry("Gonm", "Masaram_Gondi"), Map.entry("Goth", "Gothic"),
            Map.entry("Gran", "Grantha"), Map.entry("Grek", "Greek"), Map.entry("Gujr", "Gujarati"),
            Map.entry("Gukh", "Gurung_Khema"), Map.entry("Guru", "Gurmukhi"), Map.entry("Hang", "Hangul"),
            Map.entry("Hani", "Han"), Map.entry("Hano", "Hanunoo"), Map.entry("Hebr", "Hebrew"),
            Map.entry("Hira", "Hiragana"), Map.entry("Hung", "Old_Hungarian"), Map.entry("Java", "Javanese"),
            Map.entry("Kali", "Kayah_Li"), Map.entry("Kana", "Katakana"), Map.entry("Khoj", "Khojki"),
            Map.entry("Knda", "Kannada"), Map.entry("Kthi", "Kaithi"), Map.entry("Latn", "Latin"),
            Map.entry("Limb", "Limbu"), Map.entry("Lina", "Linear_A"), Map.entry("Linb", "Linear_B"),
            Map.entry("Lisu", "Lisu"), Map.entry("Lyci", "Lycian"), Map.entry("Lydi", "Lydian"),
            Map.entry("Mahj", "Mahajani"), Map.entry("Mand", "Mandaic"), Map.entry("Mani", "Manichaean"),
            Map.entry("Mero", "Meroitic_Hieroglyphs"), Map.entry("Mlym", "Malayalam"), Map.entry("Modi", "Modi"),
            Map.entry("Mong", "Mongolian"), Map.entry("Mult", "Multani"), Map.entry("Mymr", "Myanmar"),
            Map.entry("Nand", "Nandinagari"), Map.entry("Newa", "Newa"), Map.entry("Nkoo", "Nko"),
            Map.entry("Onao", "Ol_Onal"), Map.entry("Orkh", "Old_Turkic"), Map.entry("Orya", "Oriya"),
            Map.entry("Osge", "Osage"), Map.entry("Ougr", "Old_Uyghur"), Map.entry("Perm", "Old_Permic"),
            Map.entry("Phag", "Phags_Pa"), Map.entry("Phlp", "Psalter_Pahlavi"), Map.entry("Rohg", "Hanifi_Rohingya"),
            Map.entry("Runr", "Runic"), Map.entry("Samr", "Samaritan"), Map.entry("Shaw", "Shavian"),
            Map.entry("Shrd", "Sharada"), Map.entry("Sind", "Khudawadi"), Map.entry("Sinh", "Sinhala"),
            Map.entry("Sogd", "Sogdian"), Map.entry("Sunu", "Sunuwar"), Map.entry("Sylo", "Syloti_Nagri"),
            Map.entry("Syrc", "Syriac"), Map.entry("Tagb", "Tagbanwa"), Map.entry("Takr", "Takri"),
            Map.entry("Tale", "Tai_Le"), Map.entry("Taml", "Tamil"), Map.entry("Tang", "Tangut"),
            Map.entry("Telu", "Telugu"), Map.entry("Tfng", "Tifinagh"), Map.entry("Tglg", "Tagalog"),
            Map.entry("Thaa", "Thaana"), Map.entry("Thai", "Thai"), Map.entry("Tibt", "Tibetan"),
            Map.entry("Tirh", "Tirhuta"), Map.entry("Todr", "Todhri"), Map.entry("Toto", "Toto"),
            Map.entry("Tutg", "Tulu_Tigalari"), Map.entry("Yezi", "Yezidi"), Map.entry("Yiii", "Yi"));
}
