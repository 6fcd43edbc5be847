/**
 * Biblical people and places and the words of church life, as each live language's widely used
 * Bible and churches say them. Facts, written here and reviewed like code; same sources as
 * bible-books.ts:
 *   es  Reina-Valera 1960 (e.g. Melquisedec, Getsemaní, propiciación, "la cena del Señor")
 *   pt  Almeida Revista e Atualizada (e.g. Melquisedeque, Getsêmani, Deuteronômio, Ceia do Senhor)
 *   id  Terjemahan Baru, LAI 1974 (e.g. Allah, Roh Kudus, kasih karunia, pendamaian). Church
 *       words follow Indonesian Protestant usage: worship is "ibadah" — never "sholat"/"salat",
 *       which is Islamic ritual prayer and what general-purpose engines drift to.
 *   zh  Chinese Union Version, simplified (和合本, 神版: 神, 圣灵, 挽回祭, 客西马尼)
 *   ar  Smith–Van Dyck (e.g. يسوع, الروح القدس, ملكي صادق, جثسيماني)
 *   hi  Hindi O.V. (e.g. यीशु, पवित्र आत्मा, मलिकिसिदक, गतसमनी)
 *
 * Rows as term-rows.ts reads them (a person is masculine unless flagged "f"; a term's flags give
 * its Spanish and Portuguese gender, and Arabic and Hindi where the word's is certain).
 * A row ending in "\" goes on on the next line: a template line continuation adds no character.
 */
import { parseTermRows as parse, type ChurchTerm } from "./term-rows.ts";

const people = `
Adam|Adán|Adão|Adam|亚当|آدم|आदम
Eve|Eva|Eva|Hawa|夏娃|حواء|हव्वा|f
Cain|Caín|Caim|Kain|该隐|قايين|कैन
Abel|Abel|Abel|Habel|亚伯|هابيل|हाबिल
Enoch|Enoc|Enoque|Henokh|以诺|أخنوخ|हनोक
Methuselah|Matusalén|Matusalém|Metusalah|玛土撒拉|متوشالح|मतूशेलह
Noah|Noé|Noé|Nuh|挪亚|نوح|नूह
Abraham|Abraham|Abraão|Abraham|亚伯拉罕|إبراهيم|इब्राहीम
Sarah|Sara|Sara|Sara|撒拉|سارة|सारा|f
Isaac|Isaac|Isaque|Ishak|以撒|إسحاق|इसहाक
Ishmael|Ismael|Ismael|Ismael|以实玛利|إسماعيل|इश्माएल
Rebekah|Rebeca|Rebeca|Ribka|利百加|رفقة|रिबका|f
Jacob|Jacob|Jacó|Yakub|雅各|يعقوب|याकूब
Esau|Esaú|Esaú|Esau|以扫|عيسو|एसाव
Rachel|Raquel|Raquel|Rahel|拉结|راحيل|राहेल|f
Leah|Lea|Lia|Lea|利亚|ليئة|लिआ|f
Joseph|José|José|Yusuf|约瑟|يوسف|यूसुफ
Judah|Judá|Judá|Yehuda|犹大|يهوذا|यहूदा
Benjamin|Benjamín|Benjamim|Benyamin|便雅悯|بنيامين|बिन्यामीन
Melchizedek|Melquisedec|Melquisedeque|Melkisedek|麦基洗德|ملكي صادق|मलिकिसिदक||Melchisedec;Melchisedek
Pharaoh|Faraón|Faraó|Firaun|法老|فرعون|फ़िरौन
Moses|Moisés|Moisés|Musa|摩西|موسى|मूसा
Aaron|Aarón|Arão|Harun|亚伦|هارون|हारून
Miriam|María|Miriã|Miryam|米利暗|مريم|मरियम|f
Jethro|Jetro|Jetro|Yitro|叶忒罗|يثرون|यित्रो
Joshua|Josué|Josué|Yosua|约书亚|يشوع|यहोशू
Caleb|Caleb|Calebe|Kaleb|迦勒|كالب|कालेब
Rahab|Rahab|Raabe|Rahab|喇合|راحاب|राहाब|f
Deborah|Débora|Débora|Debora|底波拉|دبورة|दबोरा|f
Gideon|Gedeón|Gideão|Gideon|基甸|جدعون|गिदोन
Samson|Sansón|Sansão|Simson|参孙|شمشون|शिमशोन
Ruth|Rut|Rute|Rut|路得|راعوث|रूत|f
Naomi|Noemí|Noemi|Naomi|拿俄米|نعمي|नाओमी|f
Boaz|Booz|Boaz|Boas|波阿斯|بوعز|बोअज़
Hannah|Ana|Ana|Hana|哈拿|حنة|हन्ना|f
Samuel|Samuel|Samuel|Samuel|撒母耳|صموئيل|शमूएल
Saul|Saúl|Saul|Saul|扫罗|شاول|शाऊल
David|David|Davi|Daud|大卫|داود|दाऊद
Goliath|Goliat|Golias|Goliat|歌利亚|جليات|गोलियत
Jonathan|Jonatán|Jônatas|Yonatan|约拿单|يوناثان|योनातान
Bathsheba|Betsabé|Bate-Seba|Batsyeba|拔示巴|بثشبع|बतशेबा|f
Absalom|Absalón|Absalão|Absalom|押沙龙|أبشالوم|अबशालोम
Solomon|Salomón|Salomão|Salomo|所罗门|سليمان|सुलैमान
Elijah|Elías|Elias|Elia|以利亚|إيليا|एलिय्याह
Elisha|Eliseo|Eliseu|Elisa|以利沙|أليشع|एलीशा
Ahab|Acab|Acabe|Ahab|亚哈|أخآب|अहाब
Jezebel|Jezabel|Jezabel|Izebel|耶洗别|إيزابل|ईज़ेबेल|f
Jehoshaphat|Josafat|Josafá|Yosafat|约沙法|يهوشافاط|यहोशापात
Hezekiah|Ezequías|Ezequias|Hizkia|希西家|حزقيا|हिजकिय्याह
Josiah|Josías|Josias|Yosia|约西亚|يوشيا|योशिय्याह
Nebuchadnezzar|Nabucodonosor|Nabucodonosor|Nebukadnezar|尼布甲尼撒|نبوخذنصر|नबूकदनेस्सर
Isaiah|Isaías|Isaías|Yesaya|以赛亚|إشعياء|यशायाह
Jeremiah|Jeremías|Jeremias|Yeremia|耶利米|إرميا|यिर्मयाह
Ezekiel|Ezequiel|Ezequiel|Yehezkiel|以西结|حزقيال|यहेजकेल
Daniel|Daniel|Daniel|Daniel|但以理|دانيال|दानिय्येल
Hosea|Oseas|Oseias|Hosea|何西阿|هوشع|होशे
Joel|Joel|Joel|Yoel|约珥|يوئيل|योएल
Amos|Amós|Amós|Amos|阿摩司|عاموس|आमोस
Jonah|Jonás|Jonas|Yunus|约拿|يونان|योना
Micah|Miqueas|Miqueias|Mikha|弥迦|ميخا|मीका
Habakkuk|Habacuc|Habacuque|Habakuk|哈巴谷|حبقوق|हबक्कूक
Zechariah|Zacarías|Zacarias|Zakharia|撒迦利亚|زكريا|जकर्याह
Malachi|Malaquías|Malaquias|Maleakhi|玛拉基|ملاخي|मलाकी
Ezra|Esdras|Esdras|Ezra|以斯拉|عزرا|एज्रा
Nehemiah|Nehemías|Neemias|Nehemia|尼希米|نحميا|नहेम्याह
Esther|Ester|Ester|Ester|以斯帖|أستير|एस्तेर|f
Job|Job|Jó|Ayub|约伯|أيوب|अय्यूब|c
Jesus Christ|Jesucristo|Jesus Cristo|Yesus Kristus|耶稣基督|يسوع المسيح|यीशु मसीह||Christ Jesus
Jesus|Jesús|Jesus|Yesus|耶稣|يسوع|यीशु
Christ|Cristo|Cristo|Kristus|基督|المسيح|मसीह
Immanuel|Emanuel|Emanuel|Imanuel|以马内利|عمانوئيل|इम्मानुएल||Emmanuel
Mary Magdalene|María Magdalena|Maria Madalena|Maria Magdalena|抹大拉的马利亚|مريم المجدلية|मरियम मगदलीनी|f
Mary|María|Maria|Maria|马利亚|مريم|मरियम|f
Elizabeth|Elisabet|Isabel|Elisabet|以利沙伯|أليصابات|इलीशिबा|f
John the Baptist|Juan el Bautista|João Batista|Yohanes Pembaptis|施洗约翰|يوحنا المعمدان|यूहन्ना बपतिस्मा देनेवाला
John|Juan|João|Yohanes|约翰|يوحنا|यूहन्ना
Simon Peter|Simón Pedro|Simão Pedro|Simon Petrus|西门彼得|سمعان بطرس|शमौन पतरस
Peter|Pedro|Pedro|Petrus|彼得|بطرس|पतरस
Andrew|Andrés|André|Andreas|安得烈|أندراوس|अन्द्रियास
James|Jacobo|Tiago|Yakobus|雅各|يعقوب|याकूब
Matthew|Mateo|Mateus|Matius|马太|متى|मत्ती
Mark|Marcos|Marcos|Markus|马可|مرقس|मरकुस|c
Luke|Lucas|Lucas|Lukas|路加|لوقا|लूका
Thomas|Tomás|Tomé|Tomas|多马|توما|थोमा
Philip|Felipe|Filipe|Filipus|腓力|فيلبس|फिलिप्पुस
Bartholomew|Bartolomé|Bartolomeu|Bartolomeus|巴多罗买|برثولماوس|बरतुल्मै
Judas Iscariot|Judas Iscariote|Judas Iscariotes|Yudas Iskariot|加略人犹大|يهوذا الإسخريوطي|यहूदा इस्करियोती
Judas|Judas|Judas|Yudas|犹大|يهوذا|यहूदा
Lazarus|Lázaro|Lázaro|Lazarus|拉撒路|لعازر|लाज़र
Martha|Marta|Marta|Marta|马大|مرثا|मार्था|f
Nicodemus|Nicodemo|Nicodemos|Nikodemus|尼哥底母|نيقوديموس|नीकुदेमुस
Zacchaeus|Zaqueo|Zaqueu|Zakheus|撒该|زكا|जक्कई||Zaccheus;Zacheus
Bartimaeus|Bartimeo|Bartimeu|Bartimeus|巴底买|بارتيماوس|बरतिमाई||Bartimeus
Pontius Pilate|Poncio Pilato|Pôncio Pilatos|Pontius Pilatus|本丢彼拉多|بيلاطس البنطي|पुन्तियुस पीलातुस
Pilate|Pilato|Pilatos|Pilatus|彼拉多|بيلاطس|पीलातुस
Herod|Herodes|Herodes|Herodes|希律|هيرودس|हेरोदेस
Paul|Pablo|Paulo|Paulus|保罗|بولس|पौलुस
Barnabas|Bernabé|Barnabé|Barnabas|巴拿巴|برنابا|बरनबास
Silas|Silas|Silas|Silas|西拉|سيلا|सीलास
Timothy|Timoteo|Timóteo|Timotius|提摩太|تيموثاوس|तीमुथियुस
Stephen|Esteban|Estêvão|Stefanus|司提反|استفانوس|स्तिफनुस
Cornelius|Cornelio|Cornélio|Kornelius|哥尼流|كرنيليوس|कुरनेलियुस
Priscilla|Priscila|Priscila|Priskila|百基拉|بريسكلا|प्रिस्किल्ला|f
Aquila|Aquila|Áquila|Akwila|亚居拉|أكيلا|अक्विला
Lydia|Lidia|Lídia|Lidia|吕底亚|ليدية|लुदिया|f
Gabriel|Gabriel|Gabriel|Gabriel|加百列|جبرائيل|जिब्राईल
Michael|Miguel|Miguel|Mikhael|米迦勒|ميخائيل|मीकाईल
Satan|Satanás|Satanás|Iblis|撒但|الشيطان|शैतान
`;

const places = `
Jerusalem|Jerusalén|Jerusalém|Yerusalem|耶路撒冷|أورشليم|यरूशलेम
Bethlehem|Belén|Belém|Betlehem|伯利恒|بيت لحم|बैतलहम
Nazareth|Nazaret|Nazaré|Nazaret|拿撒勒|الناصرة|नासरत
Galilee|Galilea|Galileia|Galilea|加利利|الجليل|गलील
Sea of Galilee|mar de Galilea|mar da Galileia|danau Galilea|加利利海|بحر الجليل|गलील की झील
Gethsemane|Getsemaní|Getsêmani|Getsemani|客西马尼|جثسيماني|गतसमनी
Golgotha|Gólgota|Gólgota|Golgota|各各他|جلجثة|गुलगुता
Calvary|Calvario|Calvário|Kalvari|髑髅地|الجلجثة|कलवरी
Mount of Olives|monte de los Olivos|monte das Oliveiras|Bukit Zaitun|橄榄山|جبل الزيتون|जैतून पहाड़
Jordan|Jordán|Jordão|Yordan|约旦河|الأردن|यरदन||Jordan River;River Jordan
Egypt|Egipto|Egito|Mesir|埃及|مصر|मिस्र
Babylon|Babilonia|Babilônia|Babel|巴比伦|بابل|बेबीलोन
Israel|Israel|Israel|Israel|以色列|إسرائيل|इस्राएल
Canaan|Canaán|Canaã|Kanaan|迦南|كنعان|कनान
Mount Sinai|monte Sinaí|monte Sinai|gunung Sinai|西奈山|جبل سيناء|सीनै पर्वत
Sinai|Sinaí|Sinai|Sinai|西奈|سيناء|सीनै
Zion|Sion|Sião|Sion|锡安|صهيون|सिय्योन
Judea|Judea|Judeia|Yudea|犹太|اليهودية|यहूदिया
Samaria|Samaria|Samaria|Samaria|撒玛利亚|السامرة|सामरिया
Capernaum|Capernaum|Cafarnaum|Kapernaum|迦百农|كفرناحوم|कफरनहूम
Damascus|Damasco|Damasco|Damsyik|大马士革|دمشق|दमिश्क
Antioch|Antioquía|Antioquia|Antiokhia|安提阿|أنطاكية|अन्ताकिया
Corinth|Corinto|Corinto|Korintus|哥林多|كورنثوس|कुरिन्थुस
Ephesus|Éfeso|Éfeso|Efesus|以弗所|أفسس|इफिसुस
Rome|Roma|Roma|Roma|罗马|رومية|रोम
Garden of Eden|huerto del Edén|jardim do Éden|taman Eden|伊甸园|جنة عدن|अदन की वाटिका
Eden|Edén|Éden|Eden|伊甸|عدن|अदन
Nineveh|Nínive|Nínive|Niniwe|尼尼微|نينوى|नीनवे
Jericho|Jericó|Jericó|Yerikho|耶利哥|أريحا|यरीहो
Bethany|Betania|Betânia|Betania|伯大尼|بيت عنيا|बैतनिय्याह
Red Sea|mar Rojo|mar Vermelho|Laut Teberau|红海|البحر الأحمر|लाल समुद्र
Sodom|Sodoma|Sodoma|Sodom|所多玛|سدوم|सदोम
Patmos|Patmos|Patmos|Patmos|拔摩|بطمس|पतमुस
`;

const terms = `
God|Dios|Deus|Allah|神|الله|परमेश्वर|es:m pt:m ar:m hi:m
Lord|Señor|Senhor|Tuhan|主|الرب|प्रभु|es:m pt:m ar:m hi:m
Holy Spirit|Espíritu Santo|Espírito Santo|Roh Kudus|圣灵|الروح القدس|पवित्र आत्मा|es:m pt:m|Holy Ghost;Spirit of God
Spirit|Espíritu|Espírito|Roh|灵|الروح|आत्मा|es:m pt:m
Son of God|Hijo de Dios|Filho de Deus|Anak Allah|神的儿子|ابن الله|परमेश्वर का पुत्र|es:m pt:m
Son of Man|Hijo del Hombre|Filho do Homem|Anak Manusia|人子|ابن الإنسان|मनुष्य का पुत्र|es:m pt:m
Lamb of God|Cordero de Dios|Cordeiro de Deus|Anak Domba Allah|神的羔羊|حمل الله|परमेश्वर का मेम्ना|es:m pt:m
Word of God|Palabra de Dios|Palavra de Deus|firman Allah|神的道|كلمة الله|परमेश्वर का वचन|es:f pt:f
Trinity|Trinidad|Trindade|Tritunggal|三位一体|الثالوث|त्रिएकता|es:f pt:f
Messiah|Mesías|Messias|Mesias|弥赛亚|المسيا|मसीहा|es:m pt:m
Saviour|Salvador|Salvador|Juruselamat|救主|المخلص|उद्धारकर्ता|i es:m pt:m|Savior
grace|gracia|graça|kasih karunia|恩典|النعمة|अनुग्रह|i es:f pt:f
faith|fe|fé|iman|信心|الإيمان|विश्वास|i es:f pt:f
mercy|misericordia|misericórdia|belas kasihan|怜悯|الرحمة|दया|i es:f pt:f
salvation|salvación|salvação|keselamatan|救恩|الخلاص|उद्धार|i es:f pt:f
sin~sins|pecado~pecados|pecado~pecados|dosa~dosa|罪~罪|خطية~خطايا|पाप~पापों|i es:m pt:m
repentance|arrepentimiento|arrependimento|pertobatan|悔改|التوبة|मन फिराव|i es:m pt:m
forgiveness|perdón|perdão|pengampunan|赦免|الغفران|क्षमा|i es:m pt:m
redemption|redención|redenção|penebusan|救赎|الفداء|छुटकारा|i es:f pt:f
atonement|expiación|expiação|pendamaian|赎罪|الكفارة|प्रायश्चित|i es:f pt:f
propitiation|propiciación|propiciação|jalan pendamaian|挽回祭|كفارة|प्रायश्चित्त|i es:f pt:f
justification|justificación|justificação|pembenaran|称义|التبرير|धर्मी ठहराया जाना|i es:f pt:f
sanctification|santificación|santificação|pengudusan|成圣|التقديس|पवित्रीकरण|i es:f pt:f
righteousness|justicia|justiça|kebenaran|义|البر|धार्मिकता|i es:f pt:f
resurrection|resurrección|ressurreição|kebangkitan|复活|القيامة|पुनरुत्थान|i es:f pt:f
crucifixion|crucifixión|crucificação|penyaliban|钉十字架|الصلب|क्रूस पर चढ़ाया जाना|i es:f pt:f
cross|cruz|cruz|salib|十字架|الصليب|क्रूस|i es:f pt:f
gospel|evangelio|evangelho|Injil|福音|الإنجيل|सुसमाचार|i es:m pt:m
baptism|bautismo|batismo|baptisan|洗礼|المعمودية|बपतिस्मा|i es:m pt:m
Lord's Supper|Cena del Señor|Ceia do Senhor|Perjamuan Tuhan|主的晚餐|عشاء الرب|प्रभु भोज|i es:f pt:f
Holy Communion|Santa Cena|Santa Ceia|Perjamuan Kudus|圣餐|العشاء الرباني|प्रभु भोज|i es:f pt:f|Communion
Last Supper|Última Cena|Última Ceia|Perjamuan Terakhir|最后的晚餐|العشاء الأخير|अंतिम भोज|i es:f pt:f
worship|adoración|adoração|ibadah|敬拜|العبادة|आराधना|i es:f pt:f
praise|alabanza|louvor|pujian|赞美|التسبيح|स्तुति|i es:f pt:m
prayer~prayers|oración~oraciones|oração~orações|doa~doa|祷告~祷告|الصلاة~الصلوات|प्रार्थना~प्रार्थनाएँ|i es:f pt:f
church~churches|iglesia~iglesias|igreja~igrejas|gereja~gereja-gereja|教会~教会|الكنيسة~الكنائس|कलीसिया~कलीसियाएँ|\
i es:f pt:f
congregation|congregación|congregação|jemaat|会众|الجماعة|मण्डली|i es:f pt:f
pastor~pastors|pastor~pastores|pastor~pastores|pendeta~pendeta-pendeta|牧师~牧师|القس~القسوس|पास्टर~पास्टरों|i es:m pt:m
shepherd|pastor|pastor|gembala|牧人|الراعي|चरवाहा|i es:m pt:m
apostle~apostles|apóstol~apóstoles|apóstolo~apóstolos|rasul~rasul-rasul|使徒~使徒|الرسول~الرسل|प्रेरित~प्रेरितों|\
i es:m pt:m
disciple~disciples|discípulo~discípulos|discípulo~discípulos|murid~murid-murid|门徒~门徒|التلميذ~التلاميذ|चेला~चेले|\
i es:m pt:m
prophet~prophets|profeta~profetas|profeta~profetas|nabi~nabi-nabi|先知~先知|النبي~الأنبياء|भविष्यद्वक्ता~भविष्यद्वक्ताओं|\
i es:m pt:m ar:m hi:m
Pharisee~Pharisees|fariseo~fariseos|fariseu~fariseus|orang Farisi~orang-orang Farisi|法利赛人~法利赛人|\
الفريسي~الفريسيون|फरीसी~फरीसियों|i es:m pt:m
angel~angels|ángel~ángeles|anjo~anjos|malaikat~malaikat-malaikat|天使~天使|الملاك~الملائكة|स्वर्गदूत~स्वर्गदूतों|\
i es:m pt:m
saint~saints|santo~santos|santo~santos|orang kudus~orang-orang kudus|圣徒~圣徒|القديس~القديسين|पवित्र जन~पवित्र लोग|\
i es:m pt:m
believer~believers|creyente~creyentes|crente~crentes|orang percaya~orang-orang percaya|信徒~信徒|المؤمن~المؤمنين|\
विश्वासी~विश्वासियों|i es:m pt:m
elder~elders|anciano~ancianos|presbítero~presbíteros|penatua~penatua-penatua|长老~长老|الشيخ~الشيوخ|प्राचीन~प्राचीनों|\
i es:m pt:m
deacon~deacons|diácono~diáconos|diácono~diáconos|diaken~diaken-diaken|执事~执事|الشماس~الشمامسة|डीकन~डीकनों|i es:m pt:m
missionary~missionaries|misionero~misioneros|missionário~missionários|misionaris~misionaris-misionaris|宣教士~宣教士|\
المرسل~المرسلون|मिशनरी~मिशनरियों|i es:m pt:m
Gentile~Gentiles|gentil~gentiles|gentio~gentios|bangsa lain~bangsa-bangsa lain|外邦人~外邦人|الأممي~الأمم|\
अन्यजाति~अन्यजातियों|i es:m pt:m
Israelite~Israelites|israelita~israelitas|israelita~israelitas|orang Israel~orang-orang Israel|以色列人~以色列人|\
إسرائيلي~بنو إسرائيل|इस्राएली~इस्राएलियों|es:m pt:m
parable~parables|parábola~parábolas|parábola~parábolas|perumpamaan~perumpamaan-perumpamaan|比喻~比喻|المثل~الأمثال|\
दृष्टान्त~दृष्टान्तों|i es:f pt:f
miracle~miracles|milagro~milagros|milagre~milagres|mukjizat~mukjizat-mukjizat|神迹~神迹|المعجزة~المعجزات|\
चमत्कार~चमत्कारों|i es:m pt:m
blessing~blessings|bendición~bendiciones|bênção~bênçãos|berkat~berkat-berkat|祝福~祝福|البركة~البركات|आशीष~आशीषें|\
i es:f pt:f
offering~offerings|ofrenda~ofrendas|oferta~ofertas|persembahan~persembahan-persembahan|奉献~奉献|التقدمة~التقدمات|\
भेंट~भेंटें|i es:f pt:f
tithe~tithes|diezmo~diezmos|dízimo~dízimos|persepuluhan~persepuluhan|十一奉献~十一奉献|العشور~العشور|दशमांश~दशमांश|i es:m pt:m
heaven|cielo|céu|sorga|天堂|السماء|स्वर्ग|i es:m pt:m
hell|infierno|inferno|neraka|地狱|الجحيم|नरक|i es:m pt:m
Pentecost|Pentecostés|Pentecostes|Pentakosta|五旬节|يوم الخمسين|पिन्तेकुस्त|es:m pt:m
Easter|Pascua de Resurrección|Páscoa|Paskah|复活节|عيد القيامة|ईस्टर|es:f pt:f
Christmas|Navidad|Natal|Natal|圣诞节|عيد الميلاد|क्रिसमस|es:f pt:m
Passover|Pascua|Páscoa|Paskah|逾越节|الفصح|फसह|es:f pt:f
Good Friday|Viernes Santo|Sexta-feira Santa|Jumat Agung|受难日|الجمعة العظيمة|गुड फ्राइडे|es:m pt:f
Palm Sunday|Domingo de Ramos|Domingo de Ramos|Minggu Palma|棕枝主日|أحد الشعانين|खजूर रविवार|es:m pt:m
Advent|Adviento|Advento|Adven|将临期|زمن المجيء|आगमन काल|es:m pt:m
Sabbath|día de reposo|sábado|hari Sabat|安息日|السبت|सब्त|es:m pt:m
covenant|pacto|aliança|perjanjian|约|العهد|वाचा|i es:m pt:f
New Testament|Nuevo Testamento|Novo Testamento|Perjanjian Baru|新约|العهد الجديد|नया नियम|es:m pt:m
Old Testament|Antiguo Testamento|Antigo Testamento|Perjanjian Lama|旧约|العهد القديم|पुराना नियम|es:m pt:m
Bible~Bibles|Biblia~Biblias|Bíblia~Bíblias|Alkitab~Alkitab|圣经~圣经|الكتاب المقدس~الكتب المقدسة|बाइबल~बाइबलें|es:f pt:f
Scripture~Scriptures|Escritura~Escrituras|Escritura~Escrituras|Kitab Suci~Kitab Suci|圣经~圣经|الكتاب~الكتب|\
पवित्रशास्त्र~पवित्रशास्त्र|i es:f pt:f
kingdom of God|reino de Dios|reino de Deus|Kerajaan Allah|神的国|ملكوت الله|परमेश्वर का राज्य|i es:m pt:m
kingdom of heaven|reino de los cielos|reino dos céus|Kerajaan Sorga|天国|ملكوت السماوات|स्वर्ग का राज्य|i es:m pt:m
eternal life|vida eterna|vida eterna|hidup yang kekal|永生|الحياة الأبدية|अनन्त जीवन|i es:f pt:f
born again|nacido de nuevo|nascido de novo|dilahirkan kembali|重生|مولود ثانية|नया जन्म|i es:m pt:m
Second Coming|segunda venida|segunda vinda|kedatangan-Nya yang kedua|再来|المجيء الثاني|दूसरा आगमन|i es:f pt:f
Judgment Day|día del juicio|dia do juízo|hari penghakiman|审判的日子|يوم الدين|न्याय का दिन|i es:m pt:m|Day of Judgment
Amen|Amén|Amém|Amin|阿们|آمين|आमीन|i es:m pt:m
Hallelujah|Aleluya|Aleluia|Haleluya|哈利路亚|هللويا|हल्लेलूय्याह|i|Alleluia
Hosanna|Hosanna|Hosana|Hosana|和散那|أوصنا|होशाना|i
sermon|sermón|sermão|khotbah|讲道|العظة|उपदेश|i es:m pt:m
glory|gloria|glória|kemuliaan|荣耀|المجد|महिमा|i es:f pt:f
holiness|santidad|santidade|kekudusan|圣洁|القداسة|पवित्रता|i es:f pt:f
fellowship|comunión|comunhão|persekutuan|团契|الشركة|संगति|i es:f pt:f
evangelism|evangelismo|evangelismo|penginjilan|传福音|التبشير|सुसमाचार प्रचार|i es:m pt:m
revival|avivamiento|avivamento|kebangunan rohani|复兴|النهضة|जागृति|i es:m pt:m
anointing|unción|unção|pengurapan|恩膏|المسحة|अभिषेक|i es:f pt:f
Ten Commandments|Diez Mandamientos|Dez Mandamentos|Sepuluh Perintah Allah|十诫|الوصايا العشر|दस आज्ञाएँ|i es:m pt:m
Ark of the Covenant|arca del pacto|arca da aliança|tabut perjanjian|约柜|تابوت العهد|वाचा का सन्दूक|i es:f pt:f
tabernacle|tabernáculo|tabernáculo|Kemah Suci|会幕|خيمة الاجتماع|मिलापवाला तम्बू|i es:m pt:m
temple|templo|templo|Bait Allah|圣殿|الهيكل|मन्दिर|i es:m pt:m
altar|altar|altar|mezbah|祭坛|المذبح|वेदी|i es:m pt:m
Lord's Prayer|Padre Nuestro|Pai Nosso|Doa Bapa Kami|主祷文|الصلاة الربانية|प्रभु की प्रार्थना|i es:m pt:m
Great Commission|Gran Comisión|Grande Comissão|Amanat Agung|大使命|الإرسالية العظمى|महान आदेश|i es:f pt:f
Sermon on the Mount|Sermón del Monte|Sermão da Montanha|Khotbah di Bukit|登山宝训|الموعظة على الجبل|पहाड़ी उपदेश|\
i es:m pt:m
Beatitudes|Bienaventuranzas|Bem-aventuranças|Ucapan Bahagia|八福|التطويبات|धन्य वचन|i es:f pt:f
Body of Christ|cuerpo de Cristo|corpo de Cristo|tubuh Kristus|基督的身体|جسد المسيح|मसीह की देह|i es:m pt:m
whirlwind|torbellino|redemoinho|angin badai|旋风|العاصفة|बवंडर|i es:m pt:m
green pastures|delicados pastos|pastos verdejantes|padang yang berumput hijau|青草地|مراع خضر|हरी हरी चराइयों|i es:m pt:m
makes me lie down|me hace descansar|me faz repousar|membaringkan aku|使我躺卧|يربضني|बैठाता है|i
`;

export const churchTerms: readonly ChurchTerm[] = [
  ...parse("person", people),
  ...parse("place", places),
  ...parse("term", terms),
];
