/**
 * More Russian nouns in their dictionary form (nominative singular, ё written as е) → the English
 * name a developer would give the entity: people and trades, places and venues, things people own,
 * events, documents, money and the records of many domains. A data file that widens russian-english.ts
 * so an unknown noun is seldom transliterated; nouns that table already has are left out here, and
 * its choice takes precedence.
 */
export const moreRussianEnglishPairs = `
скалолаз:Climber|альпинист:Mountaineer|велосипедист:Cyclist|пловец:Swimmer|лыжник:Skier|
сноубордист:Snowboarder|серфер:Surfer|серфингист:Surfer|дайвер:Diver|ныряльщик:Diver|конькобежец:Skater|
фигурист:FigureSkater|хоккеист:HockeyPlayer|футболист:FootballPlayer|баскетболист:BasketballPlayer|
волейболист:VolleyballPlayer|теннисист:TennisPlayer|шахматист:ChessPlayer|боксер:Boxer|борец:Wrestler|
каратист:KarateFighter|дзюдоист:JudoFighter|гимнаст:Gymnast|гимнастка:Gymnast|легкоатлет:Athlete|
атлет:Athlete|марафонец:MarathonRunner|триатлонист:Triathlete|гребец:Rower|байдарочник:Kayaker|яхтсмен:Sailor|
парусник:SailingShip|бодибилдер:Bodybuilder|пауэрлифтер:Powerlifter|тяжелоатлет:Weightlifter|
фехтовальщик:Fencer|стрелок:Shooter|лучник:Archer|наездник:Rider|жокей:Jockey|всадник:Rider|
мотоциклист:Motorcyclist|байкер:Biker|гонщик:Racer|автогонщик:RacingDriver|скейтбордист:Skateboarder|
роллер:RollerSkater|танцор:Dancer|танцовщица:Dancer|балерина:Ballerina|хореограф:Choreographer|йог:Yogi|
турист-походник:Hiker|походник:Hiker|рыболов:Angler|охотник:Hunter|грибник:MushroomPicker|садовник:Gardener|
огородник:Gardener|цветовод:FlowerGrower|коллекционер:Collector|нумизмат:CoinCollector|
филателист:StampCollector|книголюб:BookLover|киноман:FilmBuff|меломан:MusicLover|гитарист:Guitarist|
пианист:Pianist|скрипач:Violinist|барабанщик:Drummer|басист:Bassist|вокалист:Vocalist|певец:Singer|
певица:Singer|композитор:Composer|дирижер:Conductor|диджей:DJ|исполнительница:Performer|актер:Actor|
актриса:Actress|режиссер:Director|сценарист:Screenwriter|продюсер:Producer|оператор камеры:CameraOperator|
видеограф:Videographer|монтажер:VideoEditor|звукорежиссер:SoundEngineer|осветитель:LightingTechnician|
гример:MakeupArtist|визажист:MakeupArtist|костюмер:CostumeDesigner|писатель:Writer|поэт:Poet|
журналист:Journalist|редактор:Editor|корректор:Proofreader|переводчик:Translator|копирайтер:Copywriter|
иллюстратор:Illustrator|аниматор-художник:Animator|мультипликатор:Animator|скульптор:Sculptor|гончар:Potter|
керамист:Ceramicist|ювелир:Jeweller|часовщик:Watchmaker|портной:Tailor|швея:Seamstress|закройщик:Cutter|
сапожник:Shoemaker|обувщик:Shoemaker|кожевник:Leatherworker|столяр:Joiner|плотник:Carpenter|
каменщик:Bricklayer|штукатур:Plasterer|маляр:Painter|отделочник:Finisher|плиточник:Tiler|кровельщик:Roofer|
сварщик:Welder|токарь:Turner|фрезеровщик:MillingOperator|кузнец:Blacksmith|стекольщик:Glazier|
монтажник окон:WindowInstaller|электромонтер:Electrician|газовщик:GasFitter|лифтер:LiftOperator|
дворник:Janitor|вахтер:Watchman|сторож:Watchman|консьерж:Concierge|портье:Porter|швейцар:Doorman|
носильщик:Porter|грузчик:Loader|разнорабочий:Labourer|строитель:Builder|архитектор:Architect|
геодезист:Surveyor|землемер:Surveyor|оценщик:Appraiser|сметчик:CostEstimator|проектировщик:Designer|
конструктор:DesignEngineer|чертежник:Draughtsman|дизайнер интерьера:InteriorDesigner|декоратор:Decorator|
флорист:Florist|кондитерша:PastryChef|шеф-повар:HeadChef|шеф:Chef|су-шеф:SousChef|повариха:Cook|
пиццайоло:PizzaMaker|сушист:SushiChef|бармен:Bartender|сомелье:Sommelier|хостес:Host|метрдотель:HeadWaiter|
официантка:Waiter|посудомойщица:Dishwasher|посудомойщик:Dishwasher|горничная:Housekeeper|уборщица:Cleaner|
клинер:Cleaner|домработница:Housekeeper|прачка:LaundryWorker|гувернантка:Governess|аупер:AuPair|
экономка:Housekeeper|дворецкий:Butler|садовница:Gardener|шофер такси:TaxiDriver|таксист:TaxiDriver|
дальнобойщик:TruckDriver|машинист:TrainDriver|пилот:Pilot|летчик:Pilot|стюардесса:FlightAttendant|
бортпроводник:FlightAttendant|капитан:Captain|моряк:Sailor|матрос:Sailor|штурман:Navigator|лоцман:Pilot|
кондуктор:Conductor|проводник:Guide|экскурсовод:TourGuide|гид:Guide|турагент:TravelAgent|
туроператор:TourOperator|клоун:Clown|фокусник:Magician|тамада:MasterOfCeremonies|
декоратор праздников:EventDecorator|ивент-менеджер:EventManager|свадебный организатор:WeddingPlanner|
фотомодель:Model|модель:Model|манекенщица:Model|директор школы:Principal|генеральный директор:ChiefExecutive|
гендиректор:ChiefExecutive|заместитель:Deputy|замдиректора:DeputyDirector|президент:President|
вице-президент:VicePresident|основатель:Founder|сооснователь:CoFounder|учредитель:Founder|
акционер:Shareholder|пайщик:Shareholder|партнер:Partner|компаньон:Partner|предприниматель:Entrepreneur|
бизнесмен:Businessman|фрилансер:Freelancer|самозанятый:SelfEmployed|индивидуальный предприниматель:SoleTrader|
ип:SoleTrader|наемник:Mercenary|подчиненный:Subordinate|стажерка:Intern|практикантка:Intern|
ассистент:Assistant|помощник:Assistant|секретарь:Secretary|секретарша:Secretary|референт:Assistant|
делопроизводитель:Clerk|клерк:Clerk|офис-менеджер:OfficeManager|кадровик:HrOfficer|эйчар:HrManager|
hr:HrManager|экономист:Economist|финансист:Financier|аналитик:Analyst|маркетолог:Marketer|
таргетолог:AdSpecialist|смм-менеджер:SocialMediaManager|пиарщик:PrSpecialist|контент-менеджер:ContentManager|
продакт:ProductManager|продакт-менеджер:ProductManager|проджект:ProjectManager|
проджект-менеджер:ProjectManager|тимлид:TeamLead|архитектор решений:SolutionArchitect|тестировщик:Tester|
qa:QaEngineer|девопс:DevOpsEngineer|админ:Admin|сисадмин:SysAdmin|системный администратор:SysAdmin|
верстальщик:FrontEndDeveloper|фронтендер:FrontEndDeveloper|бэкендер:BackEndDeveloper|
веб-разработчик:WebDeveloper|дата-сайентист:DataScientist|аналитик данных:DataAnalyst|юзер:User|
пользователь:User|юзверь:User|админка:AdminPanel|суперадмин:SuperAdmin|владелица:Owner|хозяйка:Owner|
продавщица:SalesAssistant|продавец-консультант:SalesAssistant|мерчендайзер:Merchandiser|
торговый представитель:SalesRepresentative|торговец:Trader|дилер:Dealer|дистрибьютор:Distributor|
оптовик:Wholesaler|перекупщик:Reseller|посредник:Intermediary|закупщик:Buyer|снабженец:ProcurementOfficer|
логист:Logistician|экспедиторша:ForwardingAgent|курьерша:Courier|почтальон:Postman|развозчик:DeliveryDriver|
таможенник:CustomsOfficer|пограничник:BorderGuard|полицейский:PoliceOfficer|милиционер:PoliceOfficer|
участковый:DistrictOfficer|следователь:Investigator|детектив:Detective|прокурор:Prosecutor|нотариус:Notary|
юрисконсульт:LegalAdviser|правозащитник:RightsAdvocate|истец:Plaintiff|ответчик:Defendant|обвиняемый:Accused|
подсудимый:Defendant|свидетель:Witness|потерпевший:Victim|присяжный:Juror|осужденный:Convict|
заключенный:Prisoner|пожарный:Firefighter|спасатель:Rescuer|военный:ServiceMember|солдат:Soldier|
офицер:Officer|ветеран:Veteran|призывник:Conscript|курсант:Cadet|пенсионер:Pensioner|
инвалид:PersonWithDisability|безработный:Unemployed|мигрант:Migrant|беженец:Refugee|иностранец:Foreigner|
эмигрант:Emigrant|избиратель:Voter|мэр:Mayor|губернатор:Governor|министр:Minister|посол:Ambassador|
консул:Consul|дипломат:Diplomat|госслужащий:CivilServant|служащий:Employee|специалистка:Specialist|
эксперт:Expert|советник:Adviser|аудиторша:Auditor|ревизор:Auditor|контролер:Inspector|проверяющий:Inspector|
наблюдатель:Observer|оценщица:Appraiser|страховщик:Insurer|страхователь:Policyholder|
застрахованный:InsuredPerson|выгодоприобретатель:Beneficiary|наследник:Heir|заемщик:Borrower|
кредитор:Creditor|должник:Debtor|поручитель:Guarantor|вкладчик:Depositor|плательщик:Payer|
получатель:Recipient|отправитель:Sender|адресат:Addressee|грузополучатель:Consignee|грузоотправитель:Shipper|
абонент:Subscriber|собеседник:Interlocutor|респондент:Respondent|опрашиваемый:Respondent|
испытуемый:TestSubject|добровольница:Volunteer|благотворитель:Donor|меценат:Patron|попечитель:Trustee|
подопечный:Ward|воспитанник:Pupil|выпускница:Graduate|первоклассник:FirstGrader|дошкольник:Preschooler|
младенец:Infant|новорожденный:Newborn|подросток:Teenager|тинейджер:Teenager|юноша:YoungMan|девушка:Girl|
парень:Guy|мужчина:Man|женщина:Woman|человек:Person|лицо:Person|физлицо:Individual|юрлицо:LegalEntity|
персона:Person|личность:Person|индивид:Individual|взрослый:Adult|старик:ElderlyPerson|пожилой:ElderlyPerson|
бабушка:Grandmother|дедушка:Grandfather|мама:Mother|мать:Mother|папа:Father|отец:Father|сын:Son|дочь:Daughter|
дочка:Daughter|брат:Brother|сестра:Sister|муж:Husband|жена:Wife|супруг:Spouse|супруга:Spouse|внук:Grandchild|
внучка:Granddaughter|тетя:Aunt|дядя:Uncle|племянник:Nephew|племянница:Niece|двоюродный брат:Cousin|
кузен:Cousin|кузина:Cousin|свекровь:MotherInLaw|теща:MotherInLaw|тесть:FatherInLaw|свекор:FatherInLaw|
зять:SonInLaw|невестка:DaughterInLaw|родственник:Relative|родня:Relative|предок:Ancestor|потомок:Descendant|
жених:Groom|невеста:Bride|молодожены:Couple|пара:Couple|партнерша:Partner|подруга:Friend|приятель:Friend|
знакомый:Acquaintance|соседка:Neighbour|сожитель:Flatmate|сосед по комнате:Roommate|одноклассник:Classmate|
однокурсник:Classmate|сокурсник:Classmate|выпускник вуза:Graduate|аспирант:PostgraduateStudent|
докторант:DoctoralStudent|профессор:Professor|доцент:AssociateProfessor|декан:Dean|ректор:Rector|
проректор:ViceRector|лаборант:LabAssistant|исследователь:Researcher|ученый:Scientist|
научный руководитель:Supervisor|методист:CurriculumSpecialist|логопед:SpeechTherapist|
дефектолог:SpecialEducationTeacher|тьютор:Tutor|вожатый:CampCounsellor|классная руководительница:FormTeacher|
учительница:Teacher|воспитательница:NurseryTeacher|терапевт-врач:GeneralPractitioner|кардиолог:Cardiologist|
невролог:Neurologist|невропатолог:Neurologist|гинеколог:Gynaecologist|акушер:Obstetrician|акушерка:Midwife|
уролог:Urologist|дерматолог:Dermatologist|офтальмолог:Ophthalmologist|оптометрист:Optometrist|лор:EntDoctor|
отоларинголог:EntDoctor|эндокринолог:Endocrinologist|гастроэнтеролог:Gastroenterologist|онколог:Oncologist|
психиатр:Psychiatrist|психотерапевт:Psychotherapist|нарколог:AddictionSpecialist|травматолог:TraumaSurgeon|
ортопед:Orthopaedist|ортодонт:Orthodontist|анестезиолог:Anaesthetist|реаниматолог:IntensiveCareDoctor|
рентгенолог:Radiologist|радиолог:Radiologist|диетолог:Dietitian|нутрициолог:Nutritionist|
физиотерапевт:Physiotherapist|реабилитолог:RehabilitationSpecialist|остеопат:Osteopath|
мануальщик:Chiropractor|хиропрактик:Chiropractor|аллерголог:Allergist|иммунолог:Immunologist|
инфекционист:InfectiousDiseaseSpecialist|пульмонолог:Pulmonologist|нефролог:Nephrologist|
ревматолог:Rheumatologist|гематолог:Haematologist|генетик:Geneticist|маммолог:Mammologist|
проктолог:Proctologist|трихолог:Trichologist|подолог:Podiatrist|косметолог-эстетист:Aesthetician|
санитарка:Orderly|медбрат:Nurse|медработник:HealthWorker|медик:Medic|фармацевт:Pharmacist|провизор:Pharmacist|
лаборант-медик:LabTechnician|зубной техник:DentalTechnician|гигиенист:DentalHygienist|
ассистент стоматолога:DentalAssistant|врач-интерн:Intern|ординатор:Resident|главврач:ChiefPhysician|
завотделением:HeadOfDepartment|доула:Doula|сиделка-компаньон:Caregiver|опекунша:Guardian|
соцработник:SocialWorker|социальный работник:SocialWorker|волонтерка:Volunteer|кинолог:DogHandler|
зоотехник:LivestockSpecialist|грумер:Groomer|догситтер:DogSitter|зооняня:PetSitter|ситтер:Sitter|
выгульщик:DogWalker|заводчик:Breeder|фелинолог:CatExpert|дрессировщик:AnimalTrainer|конюх:Groom|
пастух:Shepherd|доярка:Milkmaid|скотник:Stockman|тракторист:TractorDriver|комбайнер:CombineOperator|
механизатор:MachineOperator|агроном-консультант:AgronomyConsultant|лесник:Forester|лесоруб:Lumberjack|
рыбовод:FishFarmer|птичница:PoultryWorker|птицевод:PoultryFarmer|свиновод:PigFarmer|
животновод:LivestockFarmer|овцевод:SheepFarmer|виноградарь:Winegrower|винодел:Winemaker|пивовар:Brewer|
сыровар:Cheesemaker|мельник:Miller|мясник:Butcher|колбасник:SausageMaker|рыботорговец:Fishmonger|
зеленщик:Greengrocer|бакалейщик:Grocer|шоколатье:Chocolatier|тортодел:CakeMaker|повар-кондитер:PastryChef|
кулинар:CulinaryExpert|фуд-блогер:FoodBlogger|ресторатор:Restaurateur|трактирщик:Innkeeper|отельер:Hotelier|
хостелец:HostelOwner|арендатор жилья:Tenant|квартиросъемщик:Tenant|квартирант:Lodger|постоялец:Guest|
гостья:Guest|отдыхающий:Holidaymaker|курортник:Holidaymaker|паломник:Pilgrim|автостопщик:Hitchhiker|
кемпер:Camper|путешественница:Traveller|попутчик:FellowTraveller|экспат:Expat|дипкурьер:DiplomaticCourier|
агент недвижимости:EstateAgent|застройщик:Developer|девелопер:PropertyDeveloper|управляющий:Manager|
управляющая:Manager|управдом:BuildingManager|комендант:Superintendent|завхоз:SupplyManager|
кастелянша:LinenKeeper|кладовщица:Storekeeper|складской работник:WarehouseWorker|упаковщик:Packer|
фасовщик:Packer|сортировщик:Sorter|учетчик:Tallyman|приемщик:Receiver|приемщица:Receiver|весовщик:Weigher|
инкассатор:CashCollector|банкир:Banker|операционист:BankTeller|кредитный менеджер:LoanOfficer|
коллектор:DebtCollector|трейдер:Trader|биржевик:StockTrader|инвестор-ангел:AngelInvestor|
бизнес-ангел:AngelInvestor|венчурист:VentureCapitalist|казначей:Treasurer|кассирша:Cashier|
счетовод:Bookkeeper|главбух:ChiefAccountant|налоговик:TaxOfficer|налоговый инспектор:TaxInspector|
судебный пристав:Bailiff|пристав:Bailiff|арбитражный управляющий:Administrator|медиатор:Mediator|
переговорщик:Negotiator|лоббист:Lobbyist|патентовед:PatentAttorney|стажер-юрист:TraineeLawyer|
помощник юриста:Paralegal|охранница:SecurityGuard|телохранитель:Bodyguard|вышибала:Bouncer|
секьюрити:SecurityGuard|инструктор по вождению:DrivingInstructor|автоинструктор:DrivingInstructor|
курсант автошколы:LearnerDriver|автолюбитель:Motorist|автомобилист:Motorist|пешеход:Pedestrian|
велолюбитель:CyclingEnthusiast|рыболов-любитель:Angler|геймерша:Gamer|стример:Streamer|ютубер:YouTuber|
тиктокер:TikToker|инфлюенсер:Influencer|блогерша:Blogger|подкастер:Podcaster|колумнист:Columnist|
обозреватель:Reviewer|критик:Critic|рецензент:Reviewer|комментатор:Commentator|диктор:Announcer|
телеведущий:TvPresenter|радиоведущий:RadioHost|ведущая:Host|шоумен:Showman|комик:Comedian|
стендапер:StandUpComedian|импровизатор:Improviser|кукловод:Puppeteer|циркач:CircusPerformer|акробат:Acrobat|
жонглер:Juggler|каскадер:Stuntman|статист:Extra|массовка:Extra|дублер:Understudy|суфлер:Prompter|
администратор зала:FrontOfHouseManager|билетер:Usher|капельдинер:Usher|гардеробщик:CloakroomAttendant|
смотритель:Keeper|хранитель:Curator|куратор:Curator|архивариус:Archivist|библиотекарь:Librarian|
экскурсантка:Visitor|экскурсант:Visitor|паломница:Pilgrim|программистка:Programmer|кодер:Coder|хакер:Hacker|
пентестер:PenetrationTester|безопасник:SecurityOfficer|сетевик:NetworkEngineer|техподдержка:SupportAgent|
саппорт:SupportAgent|оператор колл-центра:CallCentreAgent|колл-центр:CallCentre|
оператор поддержки:SupportAgent|агент поддержки:SupportAgent|аккаунт-менеджер:AccountManager|
менеджер по продажам:SalesManager|продажник:Salesperson|сейлз:Salesperson|холодный обзвонщик:Telemarketer|
телемаркетолог:Telemarketer|рекламщик:Advertiser|рекламодатель:Advertiser|издатель:Publisher|
издатель игр:GamePublisher|геймдизайнер:GameDesigner|левел-дизайнер:LevelDesigner|сценарист игр:GameWriter|
тестер:Tester|бета-тестер:BetaTester|модератор чата:ChatModerator|админ группы:GroupAdmin|
участница:Participant|соучастник:Accomplice|член клуба:ClubMember|член команды:TeamMember|
капитан команды:TeamCaptain|запасной:Substitute|вратарь:Goalkeeper|нападающий:Forward|защитник:Defender|
полузащитник:Midfielder|форвард:Forward|голкипер:Goalkeeper|болельщик:Supporter|фанатка:Fan|чемпион:Champion|
призер:Medallist|победитель:Winner|финалист:Finalist|соперник:Opponent|противник:Opponent|
конкурент:Competitor|претендент:Contender|новичок:Beginner|ветеран спорта:MasterAthlete|любитель:Amateur|
профессионал:Professional|профи:Professional|мастер спорта:MasterOfSport|разрядник:RankedAthlete|
рефери:Referee|арбитр матча:Referee|лайнсмен:Linesman|хронометрист:Timekeeper|секундант:Second|
спарринг-партнер:SparringPartner|тренерша:Trainer|фитнес-тренер:FitnessTrainer|
персональный тренер:PersonalTrainer|инструктор по йоге:YogaInstructor|
инструктор по плаванию:SwimmingInstructor|горнолыжник:Skier|сноубордистка:Snowboarder|кайтсерфер:Kitesurfer|
виндсерфер:Windsurfer|парашютист:Skydiver|парапланерист:Paraglider|спелеолог:Caver|ориентировщик:Orienteer|
трейлраннер:TrailRunner|бегунья:Runner|велогонщик:RacingCyclist|пловчиха:Swimmer|теннисистка:TennisPlayer|
шахматистка:ChessPlayer|фигуристка:FigureSkater|танцовщик:Dancer|хореографиня:Choreographer|
зумбист:ZumbaDancer|фитнесист:FitnessEnthusiast|качок:Bodybuilder|кроссфитер:CrossFitter|
бокс-тренер:BoxingCoach|ученица:Student|студентка:Student|школьница:Pupil|абитуриентка:Applicant|
стипендиат:ScholarshipHolder|грантополучатель:Grantee|грантодатель:Grantor|заявительница:Applicant|
клиентка:Customer|покупательница:Customer|подписчица:Subscriber|пациентка:Patient|посетительница:Visitor|
зрительница:Viewer|читательница:Reader|слушательница:Listener|пассажирка:Passenger|сотрудница отдела:Employee|
работодатель:Employer|наниматель:Employer|нанимающий менеджер:HiringManager|хедхантер:Headhunter|
рекрутерша:Recruiter|кандидатка:Candidate|стажировка:Internship|прораб-строитель:SiteManager|
инженер-строитель:CivilEngineer|электромонтажник:ElectricalInstaller|монтажница:Installer|наладчица:Adjuster|
оператор станка:MachineOperator|крановщик:CraneOperator|экскаваторщик:ExcavatorOperator|
бульдозерист:BulldozerOperator|водитель погрузчика:ForkliftDriver|карщик:ForkliftDriver|шахтер:Miner|
горняк:Miner|нефтяник:OilWorker|буровик:Driller|геолог:Geologist|метеоролог:Meteorologist|эколог:Ecologist|
химик:Chemist|биолог:Biologist|физик:Physicist|математик:Mathematician|историк:Historian|филолог:Philologist|
лингвист:Linguist|социолог:Sociologist|философ:Philosopher|археолог:Archaeologist|астроном:Astronomer|
космонавт:Cosmonaut|астронавт:Astronaut|изобретатель:Inventor|рационализатор:Innovator|мечтатель:Dreamer|
энтузиаст:Enthusiast|хоббист:Hobbyist|мастерица:Craftswoman|рукодельница:Crafter|вязальщица:Knitter|
вышивальщица:Embroiderer|мыловар:SoapMaker|свечник:CandleMaker|реставратор:Restorer|антиквар:AntiqueDealer|
оценщик антиквариата:AntiqueAppraiser|ключник:Locksmith|мастер по ключам:Locksmith|муж на час:Handyman|
разнорабочая:Labourer|ремонтник:Repairman|мастер по ремонту:RepairTechnician|мастер-универсал:Handyman|
отделочница:Finisher|маникюрша:ManicureTechnician|мастер педикюра:PedicureTechnician|бровист:BrowArtist|
лешмейкер:LashArtist|тату-мастер:TattooArtist|татуировщик:TattooArtist|пирсер:Piercer|
мастер шугаринга:WaxingTechnician|массажистка:MassageTherapist|визажистка:MakeupArtist|колорист:Colourist|
парикмахерша:Hairdresser|нейл-мастер:NailTechnician|спа-терапевт:SpaTherapist|банщик:BathAttendant|
тренер по плаванию:SwimmingCoach|спасатель на воде:Lifeguard|инструктор по фитнесу:FitnessInstructor|
нутрициолог-консультант:NutritionCoach|астролог:Astrologer|таролог:TarotReader|гадалка:FortuneTeller|
экстрасенс:Psychic|священник:Priest|батюшка:Priest|прихожанин:Parishioner|монах:Monk|пастор:Pastor|имам:Imam|
раввин:Rabbi|скалодром:ClimbingGym|автомойка:CarWash|мойка:CarWash|шиномонтаж:TyreShop|
автосалон:CarDealership|автошкола:DrivingSchool|автостоянка:CarPark|стоянка:CarPark|паркинг:ParkingGarage|
автозаправка:PetrolStation|азс:PetrolStation|заправочная станция:PetrolStation|техцентр:ServiceCentre|
сервисный центр:ServiceCentre|мастерская по ремонту:RepairShop|ремонтная мастерская:RepairShop|
химчистка:DryCleaner|прачечная:Laundry|ателье:Atelier|обувная мастерская:ShoeRepairShop|ломбард:Pawnshop|
обменник:ExchangeOffice|обменный пункт:ExchangeOffice|банкомат:Atm|терминал:Terminal|
отделение банка:BankBranch|почта:PostOffice|почтовое отделение:PostOffice|постамат:ParcelLocker|
ячейка хранения:Locker|камера хранения:LeftLuggage|нотариальная контора:NotaryOffice|
юридическая фирма:LawFirm|адвокатское бюро:LawFirm|контора:Office|бюро:Bureau|агентство:Agency|
кадровое агентство:RecruitmentAgency|турагентство:TravelAgency|турфирма:TravelAgency|
риелторское агентство:EstateAgency|фирма:Company|компания:Company|организация:Organisation|
учреждение:Institution|корпорация:Corporation|холдинг:Holding|стартап:Startup|кооператив:Cooperative|
ассоциация:Association|союз:Union|профсоюз:TradeUnion|фонд:Foundation|благотворительный фонд:Charity|
некоммерческая организация:Nonprofit|нко:Nonprofit|общественная организация:PublicOrganisation|
министерство:Ministry|департамент:Department|управление:Department|комитет:Committee|суд:Court|
прокуратура:ProsecutorsOffice|полиция:PoliceStation|отделение полиции:PoliceStation|
пожарная часть:FireStation|мфц:PublicServiceCentre|налоговая:TaxOffice|загс:RegistryOffice|
военкомат:MilitaryOffice|посольство:Embassy|консульство:Consulate|мэрия:CityHall|ратуша:TownHall|
администрация города:CityAdministration|район:District|микрорайон:Neighbourhood|квартал:Block|город:City|
поселок:Village|село:Village|деревня:Village|область:Region|регион:Region|край:Territory|страна:Country|
государство-член:MemberState|континент:Continent|улица:Street|проспект:Avenue|переулок:Lane|площадь:Square|
набережная:Embankment|бульвар:Boulevard|шоссе:Highway|трасса:Route|дорога:Road|мост:Bridge|
перекресток:Intersection|светофор:TrafficLight|тротуар:Pavement|двор:Yard|сквер:Square|парк:Park|сад:Garden|
огород:VegetableGarden|лес:Forest|роща:Grove|озеро:Lake|река:River|море:Sea|океан:Ocean|пляж:Beach|
берег:Shore|остров:Island|гора:Mountain|холм:Hill|долина:Valley|пещера:Cave|водопад:Waterfall|тропа:Trail|
перевал:Pass|вершина:Summit|скала:Rock|болото:Swamp|пруд:Pond|источник:Source|родник:Spring|колодец:Well|
заповедник:NatureReserve|нацпарк:NationalPark|национальный парк:NationalPark|зоопарк:Zoo|океанариум:Aquarium|
дельфинарий:Dolphinarium|ботанический сад:BotanicalGarden|планетарий:Planetarium|цирк:Circus|кинотеатр:Cinema|
кино:Cinema|филармония:ConcertHall|концертный зал:ConcertHall|опера:Opera|оперный театр:OperaHouse|
дворец культуры:CultureCentre|дом культуры:CultureCentre|ночной клуб:Nightclub|караоке:Karaoke|
боулинг:BowlingAlley|бильярд:Billiards|бильярдная:PoolHall|кальянная:HookahBar|паб:Pub|пивная:Pub|
пивоварня:Brewery|винодельня:Winery|рюмочная:Bar|закусочная:Diner|бистро:Bistro|пиццерия:Pizzeria|
суши-бар:SushiBar|бургерная:BurgerJoint|чебуречная:Eatery|шаурмичная:KebabShop|кулинария:Deli|
гастроном:Grocery|супермаркет:Supermarket|гипермаркет:Hypermarket|минимаркет:Minimarket|
продуктовый:GroceryStore|универмаг:DepartmentStore|торговый центр:ShoppingCentre|тц:ShoppingCentre|молл:Mall|
рынок:Market|базар:Bazaar|ларек:Kiosk|киоск:Kiosk|палатка:Tent|павильон:Pavilion|прилавок:Counter|
секонд-хенд:ThriftShop|комиссионка:ConsignmentShop|аутлет:Outlet|интернет-магазин:OnlineStore|
маркетплейс:Marketplace|шоурум:Showroom|салон красоты:BeautySalon|ногтевая студия:NailSalon|спа:Spa|
спа-салон:Spa|солярий:TanningSalon|массажный салон:MassageParlour|тату-салон:TattooStudio|
фитнес-центр:FitnessCentre|тренажерный зал:Gym|качалка:Gym|йога-студия:YogaStudio|
танцевальная студия:DanceStudio|студия танцев:DanceStudio|крытый бассейн:IndoorPool|аквапарк:WaterPark|
ледовая арена:IceRink|теннисный корт:TennisCourt|гольф-клуб:GolfClub|поле для гольфа:GolfCourse|
ипподром:Racecourse|конюшня:Stable|манеж:Arena|тир:ShootingRange|картинг:KartTrack|велотрек:Velodrome|
скейт-парк:SkatePark|скейтпарк:SkatePark|батутный центр:TrampolinePark|батутный парк:TrampolinePark|
игровая комната:Playroom|детская площадка:Playground|игровая площадка:Playground|лагерь:Camp|
детский лагерь:SummerCamp|кемпинг:Campsite|турбаза:HolidayCamp|база отдыха:HolidayResort|санаторий:Sanatorium|
курорт:Resort|пансионат:GuestHouse|гостевой дом:GuestHouse|мотель:Motel|апартаменты:Apartment|
апарт-отель:ApartHotel|глэмпинг:Glamping|вилла:Villa|шале:Chalet|бунгало:Bungalow|номер:Room|люкс:Suite|
лобби:Lobby|ресепшен:Reception|стойка регистрации:FrontDesk|холл:Hall|вестибюль:Lobby|фойе:Foyer|
гардероб:Cloakroom|раздевалка:LockerRoom|душевая:ShowerRoom|туалет:Toilet|санузел:Bathroom|ванная:Bathroom|
спальня:Bedroom|гостиная:LivingRoom|прихожая:Hallway|коридор:Corridor|балкон:Balcony|лоджия:Loggia|
терраса:Terrace|веранда:Veranda|чердак:Attic|мансарда:Attic|кладовка:StorageRoom|кладовая:Pantry|
погреб:Cellar|сарай:Shed|амбар:Barn|хлев:Cowshed|курятник:ChickenCoop|свинарник:Pigsty|птичник:PoultryHouse|
коровник:Cowshed|загон:Pen|вольер:Enclosure|будка:Kennel|псарня:Kennel|клетка:Cage|аквариум:Aquarium|
террариум:Terrarium|бокс:Boxing|кабинка:Booth|примерочная:FittingRoom|детская поликлиника:ChildrensClinic|
роддом:MaternityHospital|родильный дом:MaternityHospital|хоспис:Hospice|госпиталь:Hospital|
медпункт:FirstAidPost|травмпункт:EmergencyRoom|скорая помощь:Ambulance|скорая:Ambulance|
приемный покой:AdmissionsRoom|реанимация:IntensiveCareUnit|операционная:OperatingRoom|
процедурная:TreatmentRoom|ординаторская:StaffRoom|морг:Morgue|кабинет врача:ConsultingRoom|лазарет:Infirmary|
диспансер:Dispensary|ветклиника:VetClinic|ветеринарная клиника:VetClinic|ветаптека:VetPharmacy|
зоогостиница:PetHotel|гостиница для животных:PetHotel|передержка:PetBoarding|собачья площадка:DogPark|
груминг-салон:GroomingSalon|кинологический центр:DogTrainingCentre|школа танцев:DanceSchool|
музыкальная школа:MusicSchool|художественная школа:ArtSchool|спортивная школа:SportsSchool|
языковая школа:LanguageSchool|онлайн-школа:OnlineSchool|гимназия:Gymnasium|лицей:Lyceum|
интернат:BoardingSchool|техникум:TechnicalCollege|училище:VocationalSchool|институт:Institute|
семинария:Seminary|консерватория:Conservatory|ясли:Nursery|детский центр:ChildrensCentre|
центр развития:DevelopmentCentre|учебный центр:TrainingCentre|коворкинг:CoworkingSpace|
бизнес-центр:BusinessCentre|технопарк:TechnologyPark|инкубатор:Incubator|акселератор:Accelerator|
лаборатория исследований:ResearchLab|научный центр:ResearchCentre|
исследовательский институт:ResearchInstitute|обсерватория:Observatory|архив:Archive|читальный зал:ReadingRoom|
книжный магазин:Bookshop|букинист:SecondHandBookshop|канцтовары:Stationery|типография:PrintShop|
копицентр:CopyShop|фотостудия:PhotoStudio|фотоателье:PhotoStudio|звукозаписывающая студия:RecordingStudio|
студия звукозаписи:RecordingStudio|репетиционная база:RehearsalStudio|репетиционная:RehearsalRoom|
киностудия:FilmStudio|телестудия:TvStudio|редакция:Newsroom|издательство:PublishingHouse|
медиахолдинг:MediaGroup|радиостанция:RadioStation|телеканал:TvChannel|кинозал:ScreeningRoom|
арт-пространство:ArtSpace|выставочный зал:ExhibitionHall|экспоцентр:ExpoCentre|конгресс-холл:ConventionCentre|
банкетный зал:BanquetHall|ресторанный зал:DiningRoom|летник:SummerTerrace|веранда кафе:CafeTerrace|
фудкорт:FoodCourt|фуд-корт:FoodCourt|дарк-китчен:DarkKitchen|цех кухни:KitchenSection|
заготовочный цех:PrepKitchen|морозильник:Freezer|холодильная камера:ColdRoom|склад-холодильник:ColdStore|
распределительный центр:DistributionCentre|сортировочный центр:SortingCentre|фулфилмент:FulfilmentCentre|
хаб:Hub|терминал склада:WarehouseTerminal|погрузочная рампа:LoadingDock|рампа:LoadingDock|док:Dock|
причал:Pier|пристань:Pier|гавань:Harbour|марина:Marina|яхт-клуб:YachtClub|лодочная станция:BoatStation|
аэродром:Airfield|вертолетная площадка:Helipad|ангар:Hangar|терминал аэропорта:AirportTerminal|гейт:Gate|
выход на посадку:Gate|платформа:Platform|перрон:Platform|автовокзал:BusStation|автостанция:BusStation|
депо:Depot|автобаза:VehicleDepot|таможня:Customs|пункт пропуска:Checkpoint|кпп:Checkpoint|проходная:Entrance|
шлагбаум:Barrier|ворота:Gate|калитка:Wicket|забор:Fence|ограда:Fence|вход:Entrance|выход:Exit|въезд:Entry|
пандус:Ramp|лестница:Staircase|эскалатор:Escalator|подземный переход:Underpass|метро:Metro|
станция метро:MetroStation|трамвай:Tram|троллейбус:Trolleybus|маршрутка:Minibus|электричка:CommuterTrain|
поезд дальнего следования:LongDistanceTrain|полигон:TestSite|свалка:Landfill|пункт приема:CollectionPoint|
пункт вторсырья:RecyclingPoint|мусороперерабатывающий завод:RecyclingPlant|котельная:BoilerHouse|
электростанция:PowerPlant|подстанция:Substation|водокачка:PumpingStation|очистные сооружения:TreatmentPlant|
вышка:Tower|башня:Tower|маяк:Lighthouse|мастерская гончара:PotteryStudio|столярная мастерская:Woodshop|
кузница:Forge|лесопилка:Sawmill|мельница:Mill|пилорама:Sawmill|комбинат:Plant|верфь:Shipyard|
литейный цех:Foundry|литейная:Foundry|сборочный цех:AssemblyShop|участок цеха:ShopFloorArea|
производственная площадка:ProductionSite|стройплощадка:ConstructionSite|строительный объект:ConstructionSite|
котлован:Pit|фундамент:Foundation|каркас:Frame|стена:Wall|перегородка:Partition|потолок:Ceiling|пол:Floor|
окно:Window|дверь:Door|подоконник:WindowSill|порог:Threshold|фасад:Facade|кровля:Roof|водосток:Gutter|
дымоход:Chimney|камин:Fireplace|печь:Stove|печка:Stove|плита:Cooker|духовка:Oven|вытяжка:CookerHood|
мотоцикл:Motorcycle|мопед:Moped|скутер:Scooter|электросамокат:EScooter|электровелосипед:EBike|
гироскутер:Hoverboard|моноколесо:Unicycle|квадроцикл:Quad|снегоход:Snowmobile|катер:Motorboat|лодка:Boat|
яхта:Yacht|байдарка:Kayak|каяк:Kayak|каноэ:Canoe|сап:PaddleBoard|сапборд:PaddleBoard|гидроцикл:JetSki|
самолет:Aircraft|вертолет:Helicopter|дрон:Drone|квадрокоптер:Drone|легковушка:Car|внедорожник:Suv|
кроссовер:Crossover|седан:Sedan|хэтчбек:Hatchback|универсал:EstateCar|пикап:Pickup|минивэн:Minivan|
микроавтобус:Minibus|кабриолет:Convertible|электромобиль:ElectricCar|гибрид:Hybrid|каршеринг:CarSharing|
школьный автобус:SchoolBus|эвакуатор:TowTruck|самосвал:DumpTruck|бетономешалка:ConcreteMixer|
экскаватор:Excavator|бульдозер:Bulldozer|башенный кран:TowerCrane|автокран:MobileCrane|
автовышка:AerialPlatform|трал:LowLoader|полуприцеп:SemiTrailer|рефрижератор:RefrigeratedTruck|фура:Lorry|
газель:Van|бус:Van|спецтехника:SpecialVehicle|карета скорой помощи:Ambulance|детский велосипед:KidsBike|
беговел:BalanceBike|коляска:Pram|детская коляска:Pram|инвалидная коляска:Wheelchair|автокресло:CarSeat|
тележка:Trolley|тачка:Wheelbarrow|сани:Sled|санки:Sled|лыжи:Ski|сноуборд:Snowboard|коньки:Skate|
ролики:RollerSkate|скейт:Skateboard|скейтборд:Skateboard|лонгборд:Longboard|доска для серфинга:Surfboard|
серф:Surfboard|гидрокостюм:Wetsuit|акваланг:ScubaGear|маска для плавания:SwimMask|ласты:Fin|трубка:Tube|
очки для плавания:Goggles|купальник:Swimsuit|плавки:SwimTrunks|шлем:Helmet|каска:HardHat|наколенник:KneePad|
перчатки:Glove|перчатка:Glove|варежки:Mitten|боксерские перчатки:BoxingGlove|груша:Pear|
боксерский мешок:PunchingBag|гантель:Dumbbell|гиря:Kettlebell|штанга:Barbell|блин:Pancake|турник:PullUpBar|
брусья:ParallelBars|скакалка:JumpRope|коврик:Mat|коврик для йоги:YogaMat|фитбол:FitnessBall|
эспандер:ResistanceBand|резинка:RubberBand|беговая дорожка:Treadmill|велотренажер:ExerciseBike|
эллипсоид:EllipticalTrainer|степпер:Stepper|мяч:Ball|ракетка:Racket|волан:Shuttlecock|клюшка:Stick|шайба:Puck|
бита:Bat|сетка:Net|футбольные ворота:Goal|кегли:BowlingPin|дротик:Dart|дартс:Darts|мишень:Target|стрела:Arrow|
арбалет:Crossbow|ружье:Rifle|винтовка:Rifle|пистолет:Pistol|патрон:Cartridge|удочка:FishingRod|
спиннинг:SpinningRod|катушка:Reel|леска:FishingLine|крючок:Hook|блесна:Lure|приманка:Bait|наживка:Bait|
поплавок:Float|туристическая палатка:Tent|тент:Tent|спальник:SleepingBag|спальный мешок:SleepingBag|
рюкзак:Backpack|карабин:Carabiner|веревка:Rope|страховочная система:Harness|обвязка:Harness|
скальные туфли:ClimbingShoe|скальники:ClimbingShoe|зацепка:Hold|маршрут восхождения:ClimbingRoute|
восхождение:Ascent|магнезия:Chalk|ледоруб:IceAxe|компас:Compass|навигатор:Navigator|фонарь:Flashlight|
фонарик:Flashlight|налобник:Headlamp|термос:Thermos|фляга:Flask|бутылка:Bottle|котелок:CampPot|горелка:Burner|
мангал:Grill|гриль:Grill|барбекю:Barbecue|шампур:Skewer|костер:Campfire|дрова:Firewood|уголь:Charcoal|
телефон:Phone|смартфон:Smartphone|мобильник:MobilePhone|планшет:Tablet|ноутбук:Laptop|компьютер:Computer|
пк:Computer|моноблок:AllInOne|сервер:Server|монитор:Monitor|экран:Screen|клавиатура:Keyboard|мышь:Mouse|
мышка:Mouse|принтер:Printer|сканер:Scanner|мфу:MultifunctionPrinter|роутер:Router|маршрутизатор:Router|
модем:Modem|коммутатор:Switch|точка доступа:AccessPoint|кабель:Cable|провод:Wire|зарядка:Charger|
зарядное устройство:Charger|аккумулятор:Battery|батарейка:Battery|батарея:Battery|павербанк:PowerBank|
наушники:Headphones|гарнитура:Headset|динамик:Speaker|микрофон:Microphone|вебкамера:Webcam|веб-камера:Webcam|
фотоаппарат:Camera|объектив:Lens|штатив:Tripod|видеокамера:VideoCamera|экшн-камера:ActionCamera|
видеорегистратор:DashCam|телевизор:Tv|проектор:Projector|приставка:Console|игровая приставка:GameConsole|
консоль:Console|джойстик:Joystick|геймпад:Gamepad|vr-шлем:VrHeadset|очки виртуальной реальности:VrHeadset|
умные часы:Smartwatch|смарт-часы:Smartwatch|фитнес-браслет:FitnessTracker|трекер:Tracker|
трекер активности:ActivityTracker|пульсометр:HeartRateMonitor|тонометр:BloodPressureMonitor|
глюкометр:Glucometer|термометр:Thermometer|градусник:Thermometer|ингалятор:Inhaler|небулайзер:Nebuliser|
шприц:Syringe|бинт:Bandage|пластырь:Plaster|аптечка:FirstAidKit|маска:Mask|респиратор:Respirator|очки:Glasses|
линза:Lens|контактные линзы:ContactLens|слуховой аппарат:HearingAid|протез:Prosthesis|костыль:Crutch|
трость:WalkingStick|ходунки:Walker|флешка:UsbDrive|жесткий диск:HardDrive|диск:Disk|ssd:Ssd|
накопитель:StorageDevice|карта памяти:MemoryCard|сим-карта:SimCard|симка:SimCard|чип:Chip|метка nfc:NfcTag|
rfid-метка:RfidTag|маячок:Beacon|gps-трекер:GpsTracker|умная колонка:SmartSpeaker|умный дом:SmartHome|
умная розетка:SmartPlug|розетка:Socket|выключатель:Switch|лампа:Lamp|лампочка:LightBulb|светильник:Light|
люстра:Chandelier|торшер:FloorLamp|гирлянда:Garland|удлинитель:ExtensionCord|стабилизатор:VoltageRegulator|
ибп:Ups|бесперебойник:Ups|щиток:Switchboard|электрощит:Switchboard|автоматический выключатель:CircuitBreaker|
предохранитель:Fuse|электросчетчик:ElectricityMeter|водосчетчик:WaterMeter|газовый счетчик:GasMeter|
кондиционер:AirConditioner|сплит-система:SplitSystem|обогреватель:Heater|радиатор:Radiator|бойлер:WaterHeater|
водонагреватель:WaterHeater|газовая колонка:GasWaterHeater|вентилятор:Fan|увлажнитель:Humidifier|
осушитель:Dehumidifier|очиститель воздуха:AirPurifier|пылесос:VacuumCleaner|робот-пылесос:RobotVacuum|
швабра:Mop|веник:Broom|метла:Broom|совок:Dustpan|ведро:Bucket|тряпка:Cloth|губка:Sponge|
моющее средство:Detergent|порошок:Powder|стиральный порошок:WashingPowder|
кондиционер для белья:FabricSoftener|отбеливатель:Bleach|мыло:Soap|шампунь:Shampoo|гель для душа:ShowerGel|
зубная паста:Toothpaste|зубная щетка:Toothbrush|щетка:Brush|расческа:Comb|фен:HairDryer|
утюжок:HairStraightener|плойка:CurlingIron|бритва:Razor|триммер:Trimmer|машинка для стрижки:HairClipper|
полотенце:Towel|халат:Robe|тапочки:Slipper|стиральная машина:WashingMachine|стиралка:WashingMachine|
сушильная машина:TumbleDryer|сушилка:Dryer|посудомоечная машина:Dishwasher|посудомойка:Dishwasher|
холодильник:Fridge|морозилка:Freezer|микроволновка:Microwave|микроволновая печь:Microwave|
мультиварка:Multicooker|блендер:Blender|миксер:Mixer|кофемашина:CoffeeMachine|кофеварка:CoffeeMaker|
кофемолка:CoffeeGrinder|чайник:Kettle|тостер:Toaster|хлебопечка:BreadMaker|соковыжималка:Juicer|
мясорубка:MeatGrinder|пароварка:Steamer|аэрогриль:AirFryer|фритюрница:DeepFryer|вафельница:WaffleMaker|
утюг:Iron|отпариватель:Steamer|гладильная доска:IroningBoard|швейная машина:SewingMachine|оверлок:Overlocker|
молоток:Hammer|отвертка:Screwdriver|шуруповерт:Drill|дрель:Drill|перфоратор:HammerDrill|болгарка:AngleGrinder|
пила:Saw|ножовка:Handsaw|электропила:ChainSaw|бензопила:ChainSaw|лобзик:Jigsaw|рубанок:Plane|стамеска:Chisel|
долото:Chisel|топор:Axe|лопата:Shovel|грабли:Rake|вилы:Pitchfork|мотыга:Hoe|тяпка:Hoe|секатор:Pruner|
ножницы:Scissors|нож:Knife|плоскогубцы:Pliers|пассатижи:Pliers|кусачки:WireCutter|гаечный ключ:Wrench|
разводной ключ:AdjustableWrench|набор ключей:WrenchSet|домкрат:Jack|тиски:Vice|струбцина:Clamp|
рулетка:TapeMeasure|строительный уровень:SpiritLevel|линейка:Ruler|угольник:Square|штангенциркуль:Caliper|
мультиметр:Multimeter|паяльник:SolderingIron|клеевой пистолет:GlueGun|степлер:Stapler|
строительный фен:HeatGun|сварочный аппарат:Welder|компрессор:Compressor|краскопульт:PaintSprayer|валик:Roller|
кисть:Brush|кисточка:Brush|шпатель:Spatula|мастерок:Trowel|стремянка:Stepladder|лестница-стремянка:Stepladder|
строительные леса:Scaffolding|газонокосилка:LawnMower|косилка:Mower|триммер для травы:GrassTrimmer|
культиватор:Cultivator|мотоблок:WalkBehindTractor|опрыскиватель:Sprayer|шланг:Hose|лейка:WateringCan|
разбрызгиватель:Sprinkler|поливалка:Sprinkler|капельница:Drip|капельный полив:DripIrrigation|горшок:Pot|
кашпо:Planter|ящик для рассады:SeedTray|рассада:Seedling|саженец:Sapling|семечко:Seed|луковица:Bulb|
клубень:Tuber|грядка:Bed|клумба:FlowerBed|газон:Lawn|живая изгородь:Hedge|кустарник:Shrub|куст:Bush|
лиана:Vine|трава:Grass|сорняк:Weed|вредитель:Pest|болезнь растений:PlantDisease|компост:Compost|
перегной:Humus|навоз:Manure|грунт:Soil|почва:Soil|земля:Land|торф:Peat|мульча:Mulch|субстрат:Substrate|
урна:Bin|мусорное ведро:Bin|мусорный бак:Bin|контейнер для мусора:Bin|мусор:Waste|отходы:Waste|
вторсырье:Recyclable|мусорный пакет:BinBag|шкаф:Cabinet|гардеробная:WalkInCloset|комод:Dresser|
тумба:Nightstand|тумбочка:Nightstand|кровать:Bed|диван:Sofa|кресло:Armchair|стул:Chair|табурет:Stool|
табуретка:Stool|пуф:Pouf|скамейка:Bench|лавочка:Bench|скамья:Bench|парта:Desk|письменный стол:Desk|
компьютерный стол:ComputerDesk|рабочий стол:Desk|обеденный стол:DiningTable|журнальный стол:CoffeeTable|
стеллаж для книг:Bookcase|книжный шкаф:Bookcase|полочка:Shelf|вешалка:Hanger|плечики:Hanger|зеркало:Mirror|
ковер:Carpet|палас:Rug|штора:Curtain|занавеска:Curtain|жалюзи:Blind|карниз:CurtainRod|подушка:Pillow|
одеяло:Blanket|плед:Throw|матрас:Mattress|постельное белье:BedLinen|простыня:Sheet|наволочка:Pillowcase|
пододеяльник:DuvetCover|покрывало:Bedspread|скатерть:Tablecloth|салфетка:Napkin|кастрюля:Saucepan|
сковорода:FryingPan|сковородка:FryingPan|сотейник:SautePan|противень:BakingTray|форма для выпечки:BakingTin|
разделочная доска:CuttingBoard|половник:Ladle|поварешка:Ladle|ложка:Spoon|вилка:Fork|тарелка:Plate|миска:Bowl|
чашка:Cup|кружка:Mug|стакан:Glass|бокал:WineGlass|рюмка:ShotGlass|графин:Carafe|кувшин:Jug|поднос:Tray|
сервиз:DinnerSet|посуда:Dish|банка:Jar|крышка:Lid|контейнер для еды:FoodContainer|ланчбокс:LunchBox|
мешок:Sack|сумка:Bag|чемодан:Suitcase|школьный портфель:SchoolBag|ранец:SchoolBag|кошелек для монет:CoinPurse|
бумажник:Wallet|зонт:Umbrella|зонтик:Umbrella|ключница:KeyHolder|брелок:KeyRing|замок:Lock|
навесной замок:Padlock|сейф:Safe|ящик:Box|шкатулка:Casket|корзинка:Basket|корзина для белья:LaundryBasket|
кроватка:Cot|детский манеж:Playpen|пеленальный столик:ChangingTable|подгузник:Nappy|памперс:Nappy|
пеленка:Swaddle|соска:Dummy|пустышка:Dummy|бутылочка:FeedingBottle|молокоотсос:BreastPump|
радионяня:BabyMonitor|видеоняня:BabyMonitor|слюнявчик:Bib|погремушка:Rattle|качели:Swing|горка:Slide|
песочница:Sandbox|лего:Lego|кукла:Doll|мягкая игрушка:SoftToy|машинка:ToyCar|настольная игра:BoardGame|
игральные карты:PlayingCard|фишка:Token|кубик:Dice|шахматы:Chess|шашки:Draughts|нарды:Backgammon|
домино:Domino|лото:Lotto|мозаика:Mosaic|продукт питания:FoodProduct|еда:Food|пища:Food|
продовольствие:FoodSupply|полуфабрикат:ReadyMeal|заготовка на зиму:Preserve|консервы:CannedFood|закуска:Snack|
перекус:Snack|завтрак:Breakfast|обед:Lunch|ужин:Dinner|полдник:AfternoonSnack|трапеза:Meal|прием пищи:Meal|
порция:Portion|салат:Salad|суп:Soup|бульон:Broth|борщ:Borscht|щи:CabbageSoup|каша:Porridge|гарнир:SideDish|
соус:Sauce|приправа:Seasoning|специя:Spice|пряность:Spice|перец:Pepper|уксус:Vinegar|горчица:Mustard|
кетчуп:Ketchup|майонез:Mayonnaise|десерт:Dessert|пирожное:Pastry|пирог:Pie|пирожок:Pasty|булка:Bun|
булочка:Bun|батон:Loaf|багет:Baguette|круассан:Croissant|печенье:Biscuit|пряник:Gingerbread|вафля:Waffle|
блинчик:Pancake|оладья:Fritter|сырник:CheesePancake|пельмень:Dumpling|вареник:Dumpling|котлета:Cutlet|
шашлык:Kebab|стейк:Steak|колбаса:Sausage|сосиска:Sausage|ветчина:Ham|бекон:Bacon|фарш:Mince|говядина:Beef|
свинина:Pork|баранина:Lamb|телятина:Veal|домашняя птица:Poultry|индейка:Turkey|утка:Duck|гусь:Goose|
филе:Fillet|морепродукты:Seafood|креветка:Shrimp|краб:Crab|мидия:Mussel|устрица:Oyster|кальмар:Squid|
лосось:Salmon|семга:Salmon|форель:Trout|тунец:Tuna|сельдь:Herring|селедка:Herring|икра:Caviar|
творог:CottageCheese|кефир:Kefir|йогурт:Yogurt|сметана:SourCream|сливки:Cream|сливочное масло:Butter|
молочная продукция:DairyProduct|мороженое:IceCream|шоколад:Chocolate|конфета:Sweet|карамель:Caramel|
зефир:Marshmallow|мармелад:JellySweet|варенье:Jam|джем:Jam|повидло:Jam|сироп:Syrup|орех:Nut|
сухофрукты:DriedFruit|изюм:Raisin|крупа:Cereal|рис:Rice|гречка:Buckwheat|овсянка:Oatmeal|пшено:Millet|
макароны:Pasta|паста:Pasta|лапша:Noodle|спагетти:Spaghetti|хлопья:Flake|мюсли:Muesli|гранола:Granola|
фасоль:Bean|горох:Pea|чечевица:Lentil|нут:Chickpea|соя:Soy|тофу:Tofu|картофель:Potato|картошка:Potato|
морковь:Carrot|свекла:Beetroot|капуста:Cabbage|лук:Onion|чеснок:Garlic|помидор:Tomato|томат:Tomato|
огурец:Cucumber|кабачок:Courgette|баклажан:Aubergine|тыква:Pumpkin|кукуруза:Corn|зелень:Herb|укроп:Dill|
петрушка:Parsley|базилик:Basil|шпинат:Spinach|листовой салат:Lettuce|гриб:Mushroom|яблоко:Apple|банан:Banana|
апельсин:Orange|мандарин:Tangerine|лимон:Lemon|лайм:Lime|грейпфрут:Grapefruit|виноград:Grape|
клубника:Strawberry|земляника:WildStrawberry|малина:Raspberry|смородина:Currant|крыжовник:Gooseberry|
вишня:Cherry|черешня:SweetCherry|слива:Plum|абрикос:Apricot|персик:Peach|арбуз:Watermelon|дыня:Melon|
ананас:Pineapple|манго:Mango|киви:Kiwi|ягода:Berry|черника:Blueberry|голубика:Blueberry|брусника:Lingonberry|
клюква:Cranberry|облепиха:SeaBuckthorn|сок:Juice|компот:Compote|морс:FruitDrink|лимонад:Lemonade|
газировка:SoftDrink|минералка:MineralWater|коктейль:Cocktail|смузи:Smoothie|молочный коктейль:Milkshake|
какао:Cocoa|капучино:Cappuccino|латте:Latte|эспрессо:Espresso|американо:Americano|пиво:Beer|вино:Wine|
водка:Vodka|коньяк:Cognac|виски:Whisky|шампанское:Champagne|ликер:Liqueur|алкоголь:Alcohol|сидр:Cider|
квас:Kvass|сакэ:Sake|сигарета:Cigarette|табак:Tobacco|вейп:Vape|кальян:Hookah|пицца:Pizza|бургер:Burger|
гамбургер:Burger|шаурма:Shawarma|хот-дог:HotDog|сэндвич:Sandwich|бутерброд:Sandwich|ролл:Roll|суши:Sushi|
фастфуд:FastFood|картофель фри:FrenchFry|наггетсы:Nugget|крылышки:Wing|бизнес-ланч:SetLunch|
комплексный обед:SetLunch|бенто:Bento|детское питание:BabyFood|детская смесь:InfantFormula|пюре:Puree|
протеин:Protein|спортпит:SportsNutrition|спортивное питание:SportsNutrition|витамин:Vitamin|бад:Supplement|
добавка:Supplement|пищевая добавка:FoodAdditive|дрожжи:Yeast|закваска:Starter|тесто:Dough|крем:Cream|
глазурь:Icing|начинка:Filling|сыворотка:Whey|пыльца:Pollen|прополис:Propolis|воск:Wax|соты:Honeycomb|
вещь:Item|предмет одежды:Garment|рубашка:Shirt|футболка:TShirt|майка:Vest|блузка:Blouse|кофта:Cardigan|
свитер:Sweater|джемпер:Jumper|толстовка:Hoodie|худи:Hoodie|свитшот:Sweatshirt|пиджак:Jacket|жакет:Jacket|
куртка:Jacket|пуховик:DownJacket|пальто:Coat|плащ:Raincoat|дождевик:Raincoat|шуба:FurCoat|жилет:Waistcoat|
костюм:Suit|брюки:Trousers|штаны:Trousers|джинсы:Jeans|шорты:Shorts|юбка:Skirt|платье:Dress|сарафан:Sundress|
комбинезон:Jumpsuit|пижама:Pyjamas|нижнее белье:Underwear|белье:Linen|бюстгальтер:Bra|трусы:Underpants|
носок:Sock|колготки:Tights|чулки:Stocking|шапка:Hat|шляпа:Hat|кепка:Cap|бейсболка:BaseballCap|
панама:BucketHat|шарф:Scarf|платок:Headscarf|галстук:Tie|бабочка:BowTie|ремень:Belt|пояс:Belt|подтяжки:Braces|
ботинок:Boot|сапог:Boot|туфля:Shoe|кроссовок:Trainer|кеды:Sneaker|сандалии:Sandal|босоножки:Sandal|
шлепанцы:FlipFlop|сланцы:FlipFlop|валенки:FeltBoot|бутсы:FootballBoot|пуанты:PointeShoe|чешки:BalletShoe|
униформа:Uniform|спецодежда:Workwear|спецовка:Workwear|фартук:Apron|передник:Apron|
школьная форма:SchoolUniform|спортивный костюм:Tracksuit|купальный костюм:Swimsuit|кимоно:Kimono|
трико:Leotard|аксессуар:Accessory|бижутерия:CostumeJewellery|ювелирное изделие:Jewellery|кольцо:Ring|
серьга:Earring|браслет:Bracelet|цепочка:Chain|кулон:Pendant|подвеска:Pendant|ожерелье:Necklace|колье:Necklace|
брошь:Brooch|часы:Watch|наручные часы:Wristwatch|солнцезащитные очки:Sunglasses|клатч:Clutch|
рюкзачок:Backpack|сумочка:Handbag|косметичка:CosmeticBag|парфюм:Perfume|духи:Perfume|
туалетная вода:EauDeToilette|помада:Lipstick|тушь:Mascara|пудра:Powder|тональный крем:Foundation|румяна:Blush|
лак для ногтей:NailPolish|гель-лак:GelPolish|лак:Varnish|маска для лица:FaceMask|сыворотка для лица:Serum|
лосьон:Lotion|тоник:Toner|скраб:Scrub|бальзам:Balm|кондиционер для волос:HairConditioner|
краска для волос:HairDye|окрашивание:Colouring|мелирование:Highlighting|укладка:Styling|прическа:Hairstyle|
стрижка бороды:BeardTrim|борода:Beard|усы:Moustache|бритье:Shave|педикюр:Pedicure|наращивание:Extension|
наращивание ресниц:LashExtension|ламинирование:Lamination|ресницы:Lash|брови:Brow|макияж:Makeup|мейкап:Makeup|
эпиляция:HairRemoval|депиляция:HairRemoval|шугаринг:Sugaring|пилинг:Peel|чистка лица:FacialCleansing|
уход за лицом:Facial|обертывание:BodyWrap|загар:Tan|татуировка:Tattoo|тату:Tattoo|пирсинг:Piercing|
прокол:Piercing|перманентный макияж:PermanentMakeup|татуаж:PermanentMakeup|ткань:Fabric|материя:Fabric|
пряжа:Yarn|нитка:Thread|нить:Thread|иголка:Needle|игла:Needle|спица:KnittingNeedle|
крючок для вязания:CrochetHook|пуговица:Button|молния:Zip|застежка:Fastener|выкройка:Pattern|лекало:Pattern|
вышивка:Embroidery|вязание:Knitting|шитье:Sewing|пошив:Tailoring|примерка:Fitting|подгонка:Alteration|
размер:Size|фасон:Style|цвет:Colour|расцветка:Colourway|принт:Print|узор:Pattern|образ:Look|стиль:Style|
тренд:Trend|музыкальный инструмент:MusicalInstrument|гитара:Guitar|электрогитара:ElectricGuitar|
бас-гитара:BassGuitar|укулеле:Ukulele|балалайка:Balalaika|домра:Domra|пианино:Piano|фортепиано:Piano|
рояль:GrandPiano|синтезатор:Synthesizer|клавишные:Keyboard|орган:Organ|аккордеон:Accordion|
баян:ButtonAccordion|гармонь:Accordion|скрипка:Violin|альт:Viola|виолончель:Cello|контрабас:DoubleBass|
арфа:Harp|флейта:Flute|кларнет:Clarinet|саксофон:Saxophone|труба:Trumpet|тромбон:Trombone|валторна:FrenchHorn|
туба:Tuba|гобой:Oboe|фагот:Bassoon|губная гармошка:Harmonica|барабан:Drum|ударная установка:DrumKit|
бубен:Tambourine|ксилофон:Xylophone|метроном:Metronome|тюнер:Tuner|струна:String|смычок:Bow|пюпитр:MusicStand|
ноты:SheetMusic|партитура:Score|аккорд:Chord|мелодия:Melody|композиция:Composition|произведение:Work|
сингл:Single|мини-альбом:Ep|релиз:Release|трек-лист:Tracklist|запись музыки:Recording|аранжировка:Arrangement|
бит:Beat|семпл:Sample|сэмпл:Sample|лейбл:Label|ансамбль:Ensemble|оркестр:Orchestra|хор:Choir|дуэт:Duo|
трио:Trio|квартет:Quartet|репетиция:Rehearsal|гастроли:Tour|выступление:Performance|сет:Set|сет-лист:Setlist|
джем-сейшн:JamSession|домашнее животное:Pet|зверь:Animal|кошечка:Cat|котенок:Kitten|собачка:Dog|пудель:Poodle|
овчарка:Shepherd|терьер:Terrier|лабрадор:Labrador|хаски:Husky|шпиц:Spitz|такса:Dachshund|мопс:Pug|
чихуахуа:Chihuahua|порода:Breed|помет:Litter|кличка:PetName|хомяк:Hamster|морская свинка:GuineaPig|
кролик:Rabbit|крыса:Rat|шиншилла:Chinchilla|хорек:Ferret|ежик:Hedgehog|еж:Hedgehog|попугай:Parrot|
канарейка:Canary|волнистый попугай:Budgie|черепаха:Tortoise|ящерица:Lizard|игуана:Iguana|змея:Snake|
лягушка:Frog|рыбка:Fish|аквариумная рыбка:AquariumFish|улитка:Snail|паук:Spider|насекомое:Insect|пчела:Bee|
пчелосемья:BeeColony|пчелиная матка:QueenBee|рой:Swarm|оса:Wasp|муравей:Ant|лошадь:Horse|конь:Horse|
жеребец:Stallion|кобыла:Mare|жеребенок:Foal|пони:Pony|осел:Donkey|дойная корова:DairyCow|бык:Bull|
теленок:Calf|телка:Heifer|телушка:Heifer|коза:Goat|козел:BillyGoat|козленок:Kid|овца:Sheep|баран:Ram|
ягненок:Lamb|свиноматка:Sow|поросенок:Piglet|кабан:Boar|петух:Rooster|цыпленок:Chick|бройлер:Broiler|
несушка:Layer|перепел:Quail|перепелка:Quail|голубь:Pigeon|страус:Ostrich|кролиководство:RabbitFarming|
верблюд:Camel|олень:Deer|лось:Moose|медведь:Bear|волк:Wolf|лиса:Fox|заяц:Hare|белка:Squirrel|птенец:Chick|
крупный рогатый скот:Cattle|поголовье:Herd|стадо:Herd|табун:Herd|отара:Flock|стая:Flock|особь:Specimen|
вид:Type|ошейник:Collar|поводок:Leash|намордник:Muzzle|шлейка:Harness|лежанка:PetBed|
когтеточка:ScratchingPost|лоток:LitterTray|наполнитель:Litter|переноска:PetCarrier|вольер для собаки:DogRun|
корм для собак:DogFood|корм для кошек:CatFood|лакомство:Treat|игрушка для собак:DogToy|
чип животного:Microchip|родословная:Pedigree|ветпаспорт:PetPassport|вязка:Mating|щенность:Pregnancy|
окот:Kidding|опорос:Farrowing|дегельминтизация:Deworming|кастрация:Neutering|стерилизация:Sterilisation|
приход:Arrival|уход:Departure|отметка:CheckIn|отметка о приходе:CheckIn|чекин:CheckIn|чек-ин:CheckIn|
чек-аут:CheckOut|выселение:CheckOut|заселение:CheckIn|заезд:CheckIn|отъезд:Departure|прибытие:Arrival|
прилет:Arrival|вылет:Departure|отправка:Dispatch|отбытие:Departure|явка:Attendance|неявка:NoShow|
присутствие:Attendance|отсутствие:Absence|пропуск занятия:Absence|прогул:Absence|опоздание:LateArrival|
переработка:Overtime|сверхурочные:Overtime|отгул:DayOff|выходной:DayOff|праздничный день:Holiday|
каникулы:SchoolHoliday|декрет:MaternityLeave|декретный отпуск:MaternityLeave|больничный лист:SickNote|
ремонт:Repair|починка:Repair|реставрация:Restoration|реконструкция:Reconstruction|модернизация:Upgrade|
замена:Replacement|установка:Installation|монтаж:Installation|демонтаж:Removal|сборка:Assembly|
разборка:Disassembly|наладка:Setup|настройка:Setting|калибровка:Calibration|диагностика:Diagnostics|
проверка:Check|поверка:Verification|испытание:Test|тестирование:Testing|контроль:Control|
контроль качества:QualityCheck|обход:Round|патрулирование:Patrol|дежурство:Duty|вахта:Watch|караул:Guard|
уборка:Cleaning|генеральная уборка:DeepClean|клининг:Cleaning|мытье:Washing|стирка:Laundry|глажка:Ironing|
сушка:Drying|дезинфекция:Disinfection|дезинсекция:PestControl|дератизация:RodentControl|
вывоз мусора:WasteCollection|покраска:Painting|окраска:Painting|поклейка обоев:Wallpapering|
укладка плитки:Tiling|штукатурка:Plastering|шпаклевка:Filling|стяжка:Screed|утепление:Insulation|
гидроизоляция:Waterproofing|электромонтаж:ElectricalWork|сантехработы:PlumbingWork|отделка:Finishing|
перепланировка:Redesign|переезд:Move|перевозка мебели:Removal|грузоперевозка:Haulage|погрузка:Loading|
разгрузка:Unloading|сортировка:Sorting|фасовка:Packing|маркировка:Labelling|взвешивание:Weighing|
пересчет:Recount|учет:Record|перемещение:Transfer|списание:WriteOff|оприходование:Receipt|резерв:Reservation|
резервирование:Reservation|предзаказ:PreOrder|заказ столика:TableBooking|ожидание:Wait|очередь:Queue|
лист ожидания:Waitlist|вызов мастера:CallOut|выезд мастера:CallOut|вызов врача:HomeVisit|выезд:Trip|
поход:Hike|сплав:Rafting|рафтинг:Rafting|прыжок:Jump|полет:Flight|заплыв:Swim|забег:Race|гонка:Race|
велозаезд:Ride|велопрогулка:BikeRide|катание:Ride|прокат:Rental|аренда авто:CarRental|тест-драйв:TestDrive|
рыбалка:FishingTrip|охота:Hunt|сбор грибов:MushroomPicking|сбор урожая:Harvest|жатва:Harvest|
уборочная:Harvest|сев:Sowing|прополка:Weeding|обрезка:Pruning|окучивание:Hilling|прививка растений:Grafting|
пересадка:Transplant|опрыскивание:Spraying|обработка:Treatment|внесение удобрений:Fertilising|
вспашка:Ploughing|боронование:Harrowing|дойка:Milking|стрижка овец:Shearing|выпас:Grazing|откорм:Fattening|
забой:Slaughter|осеменение:Insemination|случка:Mating|инкубация:Incubation|вылупление:Hatching|
роение:Swarming|откачка меда:HoneyExtraction|медосбор:HoneyFlow|зимовка:Wintering|готовка:Cooking|
приготовление:Preparation|варка:Boiling|жарка:Frying|выпекание:Baking|дегустация:Tasting|
кулинарный класс:CookingClass|пикник:Picnic|застолье:Feast|чаепитие:TeaParty|фуршет:Buffet|
шведский стол:Buffet|бранч:Brunch|корпоратив:CorporateParty|тимбилдинг:TeamBuilding|день рождения:Birthday|
юбилей:Anniversary|годовщина:Anniversary|помолвка:Engagement|венчание:WeddingCeremony|крестины:Christening|
выпускной:Graduation|утренник:ChildrensParty|девичник:HenParty|мальчишник:StagParty|новоселье:Housewarming|
похороны:Funeral|поминки:Wake|церемония:Ceremony|торжество:Celebration|парад:Parade|шествие:Procession|
митинг:Rally|демонстрация:Demonstration|акция протеста:Protest|забастовка:Strike|флешмоб:Flashmob|
субботник:CleanUpDay|ярмарка вакансий:JobFair|день открытых дверей:OpenDay|презентация:Presentation|
питч:Pitch|демо-день:DemoDay|хакатон:Hackathon|семинар:Seminar|тренинг:Training|интенсив:Intensive|
буткемп:Bootcamp|марафон:Marathon|ретрит:Retreat|слет:Rally|форум:Forum|саммит:Summit|симпозиум:Symposium|
съезд:Congress|пленум:Plenary|заседание:Session|совещание:Meeting|планерка:StandUp|летучка:StandUp|
стендап:StandUp|созвон:Call|видеозвонок:VideoCall|конференц-связь:ConferenceCall|интервью:Interview|
переговоры:Negotiation|презентация продукта:ProductDemo|демо:Demo|демонстрация продукта:ProductDemo|
онбординг:Onboarding|оффбординг:Offboarding|адаптация:Onboarding|инструктаж:Briefing|брифинг:Briefing|
дебрифинг:Debrief|разбор:Review|ретроспектива:Retrospective|ретро:Retrospective|
груминг задач:BacklogRefinement|релиз продукта:Release|деплой:Deployment|развертывание:Deployment|
выкатка:Rollout|миграция:Migration|обновление:Update|апдейт:Update|патч:Patch|хотфикс:Hotfix|откат:Rollback|
бэкап:Backup|резервная копия:Backup|восстановление:Restore|синхронизация:Sync|импорт:Import|экспорт:Export|
выгрузка:Export|загрузка:Upload|скачивание:Download|аванс:Advance|предоплата:Prepayment|
постоплата:PostPayment|доплата:Surcharge|переплата:Overpayment|недоплата:Underpayment|задолженность:Debt|
недоимка:Arrears|пеня:Penalty|пени:Penalty|неустойка:Penalty|компенсация:Compensation|
возмещение:Reimbursement|страховой случай:InsuranceClaim|страховая выплата:InsurancePayout|
страховая премия:InsurancePremium|страховая франшиза:Deductible|рассрочка:Instalment|
взнос по кредиту:LoanPayment|платеж по кредиту:LoanPayment|график платежей:PaymentSchedule|
микрозайм:Microloan|ссуда:Loan|овердрафт:Overdraft|лимит:Limit|кредитный лимит:CreditLimit|кэшбэк:Cashback|
кешбэк:Cashback|бонусный балл:BonusPoint|начисление:Accrual|списание средств:Debit|зачисление:Credit|
пополнение:TopUp|перевод:Transfer|денежный перевод:MoneyTransfer|платежное поручение:PaymentOrder|
платежный документ:PaymentDocument|счет на оплату:Invoice|инвойс:Invoice|счет-оферта:ProformaInvoice|
проформа:ProformaInvoice|кассовый чек:Receipt|товарный чек:SalesReceipt|расписка:IouNote|
вексель:PromissoryNote|чековая книжка:Chequebook|банковская карта:BankCard|кредитка:CreditCard|
кредитная карта:CreditCard|дебетовая карта:DebitCard|подарочная карта:GiftCard|
подарочный сертификат:GiftVoucher|ваучер:Voucher|талон:Coupon|жетон:Token|токен:Token|монета:Coin|
купюра:Banknote|банкнота:Banknote|наличные:Cash|наличность:Cash|деньги:Money|сумма:Amount|итог:Total|
подытог:Subtotal|остаток средств:Balance|сальдо:Balance|оборот:Turnover|поступление:Income|издержки:Cost|
затраты:Cost|стоимость:Cost|наценка:Markup|маржа:Margin|надбавка:Allowance|ндс:Vat|акциз:Excise|пошлина:Duty|
госпошлина:StateFee|сбор:Fee|плата:Fee|гонорар:Fee|вознаграждение:Reward|агентское вознаграждение:AgencyFee|
роялти:Royalty|дивиденд:Dividend|процент:Interest|доля:Share|пай:Share|облигация:Bond|ценная бумага:Security|
фьючерс:Future|опцион:Option|криптовалюта:Cryptocurrency|крипта:Cryptocurrency|биткоин:Bitcoin|
блокчейн:Blockchain|криптокошелек:CryptoWallet|нфт:Nft|nft:Nft|капитал:Capital|уставный капитал:ShareCapital|
актив:Asset|пассив:Liability|обязательство:Obligation|амортизация:Depreciation|основное средство:FixedAsset|
инвентарный номер:AssetTag|резервный фонд:ReserveFund|копилка:PiggyBank|накопление:Saving|сбережение:Saving|
финансовая цель:SavingsGoal|пенсия:Pension|пенсионный взнос:PensionContribution|алименты:Alimony|
наследство:Inheritance|завещание:Will|дарение:Gift|дарственная:DeedOfGift|грант:Grant|
материальная помощь:FinancialAid|помощь:Aid|краудфандинг:Crowdfunding|сбор средств:Fundraiser|
фандрайзинг:Fundraising|донат:Donation|бухгалтерия:Accounting|бухучет:Bookkeeping|учетная запись:Account|
лицевой счет:PersonalAccount|расчетный счет:CurrentAccount|корсчет:CorrespondentAccount|реквизиты:BankDetails|
бик:BankCode|инн:TaxId|огрн:RegistrationNumber|снилс:InsuranceNumber|налоговая декларация:TaxReturn|
декларация:Declaration|налоговый вычет:TaxDeduction|вычет:Deduction|ведомость:Statement|
расчетная ведомость:Payroll|расчетный лист:Payslip|расчетка:Payslip|зарплатная ведомость:Payroll|
платежная ведомость:Payroll|табель учета:Timesheet|авансовый отчет:ExpenseReport|
командировочные:TravelAllowance|суточные:PerDiem|больничные:SickPay|отпускные:HolidayPay|
выходное пособие:Severance|тарифная ставка:Rate|часовая ставка:HourlyRate|почасовая оплата:HourlyRate|
сдельная оплата:PieceRate|инкассация:CashCollection|эквайринг:Acquiring|терминал оплаты:PaymentTerminal|
pos-терминал:PosTerminal|онлайн-касса:OnlineCashRegister|фискальный чек:FiscalReceipt|
чек возврата:RefundReceipt|возврат средств:Refund|рефанд:Refund|чарджбэк:Chargeback|спор по платежу:Dispute|
диспут:Dispute|мошенничество:Fraud|фрод:Fraud|блокировка:Block|заморозка:Freeze|разблокировка:Unblock|
авторизация платежа:Authorisation|холдирование:Hold|эскроу:Escrow|аккредитив:LetterOfCredit|
банковская гарантия:BankGuarantee|поручительство:Guarantee|обеспечение:Collateral|ипотечный кредит:Mortgage|
автокредит:CarLoan|лизинг:Lease|факторинг:Factoring|рефинансирование:Refinancing|
реструктуризация:Restructuring|банкротство:Bankruptcy|ликвидация:Liquidation|слияние:Merger|
поглощение:Acquisition|раунд инвестиций:FundingRound|оценка компании:Valuation|бизнес-план:BusinessPlan|
финмодель:FinancialModel|финансовая модель:FinancialModel|юнит-экономика:UnitEconomics|
прогноз продаж:SalesForecast|план продаж:SalesPlan|kpi:Kpi|кпи:Kpi|метрика:Metric|показатель:Indicator|
дашборд:Dashboard|график:Chart|диаграмма:Chart|статистика:Statistics|аналитика:Analytics|сводка:Summary|
отчет о продажах:SalesReport|отчетный период:ReportingPeriod|период:Period|финансовый год:FiscalYear|год:Year|
месяц:Month|неделя:Week|день:Day|дата:Date|срок:Deadline|дедлайн:Deadline|крайний срок:Deadline|
паспорт гражданина:Passport|загранпаспорт:Passport|удостоверение:IdCard|удостоверение личности:IdCard|
водительское удостоверение:DrivingLicence|виза:Visa|вид на жительство:ResidencePermit|
разрешение на работу:WorkPermit|патент:Patent|регистрация по месту жительства:ResidenceRegistration|
прописка:ResidenceRegistration|свидетельство:Certificate|свидетельство о рождении:BirthCertificate|
свидетельство о браке:MarriageCertificate|аттестат:SchoolCertificate|зачетка:RecordBook|
зачетная книжка:RecordBook|студенческий билет:StudentCard|читательский билет:LibraryCard|
трудовая книжка:EmploymentRecord|трудовой договор:EmploymentContract|приказ:Order|распоряжение:Directive|
постановление:Resolution|решение:Decision|решение суда:CourtDecision|иск:Lawsuit|исковое заявление:Claim|
жалоба в суд:Complaint|апелляция:Appeal|судебное дело:Case|дело:Case|кейс:Case|повестка:Summons|ордер:Warrant|
доверенность:PowerOfAttorney|соглашение:Agreement|допсоглашение:Addendum|дополнительное соглашение:Addendum|
приложение к договору:Annex|спецификация:Specification|техзадание:Spec|техническое задание:Spec|тз:Spec|
оферта:Offer|публичная оферта:PublicOffer|коммерческое предложение:Quote|кп:Quote|предложение:Offer|
смета работ:Estimate|расчет стоимости:Estimate|калькуляция стоимости:CostCalculation|тендер:Tender|
аукцион:Auction|закупочная процедура:Procurement|госзакупка:PublicProcurement|торги:Bidding|
ставка аукциона:Bid|заявка на участие:Application|лот аукциона:Lot|протокол собрания:Minutes|
стенограмма:Transcript|расшифровка:Transcript|меморандум:Memorandum|служебная записка:Memo|записка:Note|
объяснительная:Explanation|докладная:Report|рапорт:Report|характеристика:Reference|
рекомендательное письмо:ReferenceLetter|мотивационное письмо:CoverLetter|сопроводительное письмо:CoverLetter|
портфолио работ:Portfolio|диплом об образовании:Diploma|свидетельство о собственности:TitleDeed|
выписка из егрн:PropertyExtract|кадастровый номер:CadastralNumber|кадастровый паспорт:CadastralRecord|
техпаспорт:TechnicalPassport|птс:VehiclePassport|стс:VehicleRegistration|осаго:MotorInsurance|
каско:CarInsurance|страховой полис:InsurancePolicy|медицинский полис:HealthInsurance|
медицинская справка:MedicalCertificate|медсправка:MedicalCertificate|выписной эпикриз:DischargeSummary|
заключение:Conclusion|заключение врача:MedicalReport|результат анализа:LabResult|результат:Result|
протокол осмотра:ExaminationRecord|амбулаторная карта:OutpatientRecord|карта прививок:VaccinationRecord|
прививочный сертификат:VaccinationCertificate|ветеринарный паспорт:PetPassport|
ветеринарная справка:VetCertificate|путевка:Voucher|ваучер на отель:HotelVoucher|
посадочный талон:BoardingPass|маршрутная квитанция:ItineraryReceipt|маршрут-лист:RouteSheet|
маршрутный лист:RouteSheet|транспортная накладная:Waybill|товарно-транспортная накладная:Waybill|ттн:Waybill|
коносамент:BillOfLading|таможенная декларация:CustomsDeclaration|
сертификат соответствия:ConformityCertificate|паспорт качества:QualityCertificate|
инструкция по эксплуатации:Manual|руководство:Guide|мануал:Manual|регламент:Regulation|политика:Policy|
правило:Rule|устав:Charter|положение:Regulation|стандарт:Standard|норматив:Standard|норма:Norm|
требование:Requirement|условие:Condition|пункт договора:Clause|статья закона:Article|закон:Law|кодекс:Code|
указ:Decree|лицензионное соглашение:LicenceAgreement|пользовательское соглашение:TermsOfService|
согласие на обработку:Consent|nda:Nda|соглашение о неразглашении:Nda|бланк:Form|форма документа:FormTemplate|
образец:Sample|шаблон документа:DocumentTemplate|черновик:Draft|версия:Version|ревизия:Revision|копия:Copy|
оригинал:Original|скан:Scan|скан-копия:Scan|подлинник:Original|нотариальная копия:CertifiedCopy|
апостиль:Apostille|печать:Stamp|штамп:Stamp|резолюция:Resolution|входящий документ:IncomingDocument|
исходящий документ:OutgoingDocument|входящее письмо:IncomingLetter|корреспонденция:Correspondence|
документооборот:DocumentFlow|реестр:Register|журнал регистрации:Logbook|журнал учета:Log|лог:Log|
запись журнала:LogEntry|протокол испытаний:TestReport|акт приема-передачи:HandoverCertificate|
акт выполненных работ:CompletionCertificate|акт сверки:ReconciliationStatement|упд:UniversalTransferDocument|
товарная накладная:DeliveryNote|расходная накладная:DispatchNote|приходная накладная:GoodsReceivedNote|
приходный ордер:ReceiptOrder|расходный ордер:ExpenseOrder|кассовый ордер:CashOrder|
требование-накладная:RequisitionNote|заявка на закупку:PurchaseRequest|заказ поставщику:PurchaseOrder|
заказ покупателя:SalesOrder|спецзаказ:SpecialOrder|рекламация:Complaint|претензионное письмо:ClaimLetter|
гарантийный талон:WarrantyCard|гарантийный ремонт:WarrantyRepair|сервисная книжка:ServiceBook|
паспорт изделия:ProductPassport|этикетка:Label|ярлык:Tag|бирка:Tag|ценник:PriceTag|наклейка:Sticker|
стикер:Sticker|qr-код:QrCode|qr:QrCode|куаркод:QrCode|баркод:Barcode|серийный номер:SerialNumber|
идентификатор:Identifier|код:Code|пин-код:Pin|пароль:Password|логин:Login|аккаунт:Account|учетка:Account|
профиль:Profile|аватар:Avatar|аватарка:Avatar|никнейм:Nickname|ник:Nickname|псевдоним:Alias|имя:Name|
фамилия:Surname|отчество:Patronymic|электронная подпись:DigitalSignature|эцп:DigitalSignature|
ключ доступа:AccessKey|токен доступа:AccessToken|api-ключ:ApiKey|статус:Status|приоритет:Priority|
важность:Importance|срочность:Urgency|состояние:State|стадия:Stage|фаза:Phase|шаг:Step|действие:Action|
активность:Activity|деятельность:Activity|процесс:Process|бизнес-процесс:BusinessProcess|
рабочий процесс:Workflow|воркфлоу:Workflow|сценарий:Scenario|правило автоматизации:AutomationRule|
автоматизация:Automation|триггер:Trigger|расписание задач:Schedule|крон:CronJob|джоба:Job|работа:Job|
очередь задач:JobQueue|подзадача:Subtask|чекпоинт:Checkpoint|веха:Milestone|майлстоун:Milestone|эпик:Epic|
фича:Feature|функция:Feature|возможность:Capability|баг:Bug|ошибка:Error|issue:Issue|ишью:Issue|
пулл-реквест:PullRequest|мерж-реквест:MergeRequest|коммит:Commit|ветка:Branch|тег релиза:ReleaseTag|
билд:Build|сборка проекта:Build|пайплайн:Pipeline|окружение:Environment|среда:Environment|инстанс:Instance|
экземпляр:Instance|кластер:Cluster|нода:Node|хост:Host|домен:Domain|поддомен:Subdomain|сайт:Website|
веб-сайт:Website|лендинг:LandingPage|страница:Page|раздел:Section|вкладка:Tab|виджет:Widget|
компонент:Component|кнопка:Button|поле формы:Field|поле ввода:InputField|элемент:Element|блок:Block|
макет:Mockup|прототип:Prototype|вайрфрейм:Wireframe|дизайн:Design|дизайн-система:DesignSystem|иконка:Icon|
логотип:Logo|лого:Logo|баннер:Banner|креатив:Creative|обложка:Cover|превью:Preview|миниатюра:Thumbnail|
скриншот:Screenshot|скрин:Screenshot|гифка:Gif|стикерпак:StickerPack|эмодзи:Emoji|смайлик:Emoji|
реакция:Reaction|лайк:Like|дизлайк:Dislike|репост:Repost|ретвит:Retweet|упоминание:Mention|хэштег:Hashtag|
хештег:Hashtag|тред:Thread|ветка обсуждения:Thread|обсуждение:Discussion|дискуссия:Discussion|тема:Topic|
топик:Topic|пост в блоге:BlogPost|блог:Blog|лонгрид:Longread|сторис:Story|рилс:Reel|шортс:Short|клип:Clip|
видеоклип:MusicVideo|трансляция:Broadcast|прямой эфир:LiveStream|эфир:Broadcast|запись эфира:Recording|
передача:Show|сериал:Series|серия:Episode|фильм:Film|кинофильм:Film|мультфильм:Cartoon|мультик:Cartoon|
документалка:Documentary|аниме:Anime|манга:Manga|комикс:Comic|роман:Novel|рассказ:Story|повесть:Novella|
стихотворение:Poem|стих:Poem|глава:Chapter|параграф:Paragraph|абзац:Paragraph|цитата:Quote|афоризм:Quote|
слово:Word|фраза:Phrase|словарь:Dictionary|глоссарий:Glossary|термин:Term|определение:Definition|
понятие:Concept|идея:Idea|мысль:Thought|гипотеза:Hypothesis|эксперимент:Experiment|исследование:Study|
опыт:Experiment|наблюдение:Observation|находка:Finding|вывод:Conclusion|инсайт:Insight|проблема:Problem|
риск:Risk|угроза:Threat|уязвимость:Vulnerability|инцидент безопасности:SecurityIncident|
аудит безопасности:SecurityAudit|журнал аудита:AuditLog|доступ:Access|право доступа:Permission|роль:Role|
инвайт:Invite|реферал:Referral|реферальная ссылка:ReferralLink|ссылка:Link|линк:Link|url:Url|адрес сайта:Url|
редирект:Redirect|qr-ссылка:QrLink|вебхук:Webhook|интеграция:Integration|api:Api|апи:Api|эндпоинт:Endpoint|
ответ сервера:Response|лимит запросов:RateLimit|квота:Quota|тарифный план:Plan|пробный период:Trial|
триал:Trial|демо-доступ:DemoAccess|лицензионный ключ:LicenceKey|ключ активации:ActivationKey|
активация:Activation|вход в систему:Login|авторизация:Authorisation|аутентификация:Authentication|
двухфакторка:TwoFactorAuth|верификация:Verification|подтверждение:Confirmation|
код подтверждения:VerificationCode|восстановление пароля:PasswordReset|настройки:Settings|параметр:Parameter|
опция:Option|конфигурация:Configuration|конфиг:Config|предпочтение:Preference|фильтр поиска:Filter|
поиск:Search|поисковый запрос:SearchQuery|представление:View|выборка:Selection|сегмент:Segment|когорта:Cohort|
воронка продаж:SalesFunnel|конверсия:Conversion|лидогенерация:LeadGeneration|охват:Reach|показ:Impression|
клик:Click|переход:Visit|просмотр:View|трафик:Traffic|источник трафика:TrafficSource|utm-метка:UtmTag|
пиксель:Pixel|кука:Cookie|cookie:Cookie|событие аналитики:AnalyticsEvent|а/б тест:AbTest|ab-тест:AbTest|
вариант:Variant|версия приложения:AppVersion|приложение:App|апп:App|мобильное приложение:MobileApp|
сервис:Service|бот:Bot|телеграм-бот:TelegramBot|нейросеть:NeuralNetwork|модель ии:AiModel|ии:Ai|промпт:Prompt|
датасет:Dataset|набор данных:Dataset|данные:Data|запись данных:Record|строка таблицы:Row|таблица данных:Table|
база данных:Database|бд:Database|схема:Schema|поле таблицы:Field|атрибут:Attribute|свойство:Property|
характеристика товара:ProductAttribute|значение:Value|единица измерения:Unit|единица:Unit|количество:Quantity|
объем:Volume|масса:Mass|длина:Length|ширина:Width|высота:Height|глубина:Depth|расстояние:Distance|
скорость:Speed|время:Time|продолжительность:Duration|длительность:Duration|интервал:Interval|
частота:Frequency|температура:Temperature|влажность:Humidity|уровень шума:NoiseLevel|освещенность:LightLevel|
заряд:Charge|координаты:Coordinate|геолокация:Geolocation|геопозиция:Location|местоположение:Location|
местонахождение:Location|зона:Zone|территория:Territory|сектор:Sector|ряд:Row|место в зале:Seat|сиденье:Seat|
болезнь:Illness|заболевание:Disease|недуг:Ailment|травма:Injury|ушиб:Bruise|перелом:Fracture|
растяжение:Sprain|ожог:Burn|рана:Wound|порез:Cut|укус:Bite|боль:Pain|головная боль:Headache|мигрень:Migraine|
температура тела:BodyTemperature|лихорадка:Fever|простуда:Cold|грипп:Flu|орви:ColdVirus|ковид:Covid|
инфекция:Infection|вирус:Virus|бактерия:Bacterium|воспаление:Inflammation|кашель:Cough|насморк:RunnyNose|
ангина:Tonsillitis|бронхит:Bronchitis|пневмония:Pneumonia|астма:Asthma|диабет:Diabetes|
гипертония:Hypertension|инфаркт:HeartAttack|инсульт:Stroke|аритмия:Arrhythmia|рак:Cancer|опухоль:Tumour|
депрессия:Depression|тревога:Anxiety|тревожность:Anxiety|стресс:Stress|выгорание:Burnout|бессонница:Insomnia|
усталость:Fatigue|самочувствие:Wellbeing|настроение:Mood|эмоция:Emotion|чувство:Feeling|
состояние здоровья:HealthStatus|здоровье:Health|жалоба пациента:Complaint|анамнез:MedicalHistory|
обследование:Examination|медосмотр:MedicalCheckup|профосмотр:MedicalCheckup|диспансеризация:HealthScreening|
скрининг:Screening|чекап:Checkup|узи:Ultrasound|ультразвук:Ultrasound|рентген:XRay|мрт:MriScan|кт:CtScan|
томография:Tomography|экг:Ecg|кардиограмма:Cardiogram|флюорография:ChestXRay|биопсия:Biopsy|
эндоскопия:Endoscopy|колоноскопия:Colonoscopy|гастроскопия:Gastroscopy|маммография:Mammogram|
анализ мочи:UrineTest|общий анализ:BloodCount|пцр:PcrTest|пцр-тест:PcrTest|тест на беременность:PregnancyTest|
беременность:Pregnancy|роды:Birth|кесарево сечение:CaesareanSection|выкидыш:Miscarriage|менструация:Period|
цикл:Cycle|овуляция:Ovulation|контрацепция:Contraception|зачатие:Conception|
грудное вскармливание:Breastfeeding|кормление грудью:Breastfeeding|прикорм:Weaning|сцеживание:Pumping|
хирургия:Surgery|пластика:PlasticSurgery|имплант:Implant|имплантация:Implantation|пломба:Filling|
коронка:Crown|брекеты:Braces|элайнер:Aligner|удаление зуба:ToothExtraction|зуб:Tooth|
чистка зубов:DentalCleaning|отбеливание:Whitening|зубной протез:Denture|вставная челюсть:Denture|капля:Drop|
мазь:Ointment|сироп от кашля:CoughSyrup|антибиотик:Antibiotic|обезболивающее:Painkiller|
жаропонижающее:FeverReducer|инъекция:Injection|укол:Injection|инфузия:Infusion|перевязка:Dressing|шов:Stitch|
гипс:Cast|реабилитация:Rehabilitation|лфк:PhysioExercise|физиотерапия:Physiotherapy|
иглоукалывание:Acupuncture|гомеопатия:Homeopathy|фитотерапия:HerbalMedicine|санаторное лечение:SpaTreatment|
курс лечения:TreatmentCourse|схема лечения:TreatmentPlan|план лечения:TreatmentPlan|
протокол лечения:TreatmentProtocol|прием лекарства:Dose|дозировка:Dosage|побочный эффект:SideEffect|
противопоказание:Contraindication|аллерген:Allergen|непереносимость:Intolerance|
хроническое заболевание:ChronicCondition|инвалидность:Disability|группа крови:BloodType|кровь:Blood|
плазма:Plasma|донорство:Donation|донация:Donation|сдача крови:BloodDonation|трансплантация:Transplant|
сердце:Heart|легкие:Lung|печень:Liver|почка:Kidney|кожа:Skin|волосы:Hair|ноготь:Nail|глаз:Eye|зрение:Eyesight|
слух:Hearing|мышца:Muscle|сустав:Joint|кость:Bone|позвоночник:Spine|спина:Back|шея:Neck|голова:Head|рука:Hand|
нога:Leg|колено:Knee|стопа:Foot|тело:Body|фигура:Figure|осанка:Posture|сердцебиение:Heartbeat|
дыхание:Breathing|сатурация:OxygenSaturation|сахар в крови:BloodSugar|уровень глюкозы:GlucoseLevel|
холестерин:Cholesterol|гемоглобин:Haemoglobin|имт:Bmi|индекс массы тела:Bmi|объем талии:WaistSize|
замер:Measurement|обхват:Circumference|процент жира:BodyFat|пройденное расстояние:Distance|
сожженные калории:CaloriesBurned|гидратация:Hydration|водный баланс:WaterIntake|фаза сна:SleepStage|
трекинг сна:SleepTracking|медитация:Meditation|аффирмация:Affirmation|дыхательная практика:BreathingExercise|
практика:Practice|осознанность:Mindfulness|благодарность:Gratitude|рефлексия:Reflection|
дневник настроения:MoodJournal|запись в дневнике:JournalEntry|терапия:Therapy|психотерапия:Psychotherapy|
сессия с психологом:TherapySession|группа поддержки:SupportGroup|зависимость:Addiction|трезвость:Sobriety|
срыв:Relapse|курение:Smoking|отказ от курения:QuitSmoking|детокс:Detox|голодание:Fasting|
интервальное голодание:IntermittentFasting|рацион:Diet|меню на неделю:MealPlan|план питания:MealPlan|
пищевой дневник:FoodDiary|белок:Protein|жиры:Fat|углеводы:Carbohydrate|кбжу:Macronutrient|нутриент:Nutrient|
клетчатка:Fibre|образовательная программа:Programme|учебная программа:Curriculum|учебный курс:Course|
онлайн-курс:OnlineCourse|видеокурс:VideoCourse|спецкурс:ElectiveCourse|факультатив:Elective|
элективный курс:Elective|вебинар-урок:Webinar|семинарское занятие:Seminar|лабораторная:LabWork|
лабораторная работа:LabWork|практическая работа:PracticalWork|самостоятельная работа:IndependentWork|
контрольная работа:Test|проверочная работа:Quiz|зачет:PassFailExam|экзаменационный билет:ExamTicket|
вопрос теста:Question|тестовое задание:TestTask|задачка:Problem|упражнение:Exercise|пример:Example|
решение задачи:Solution|отметка в журнале:Grade|итоговая оценка:FinalGrade|средний балл:AverageGrade|
четвертная оценка:TermGrade|табель успеваемости:ReportCard|электронный журнал:Gradebook|
классный журнал:ClassRegister|журнал посещаемости:AttendanceRegister|расписание уроков:Timetable|
учебный год:AcademicYear|триместр:Trimester|модуль курса:Module|тема урока:Topic|конспект:Note|
шпаргалка:CheatSheet|учебник:Textbook|методичка:Handbook|рабочая тетрадь:Workbook|тетрадь:Notebook|
блокнот:Notepad|ежедневник:Planner|дневник-планер:Planner|планер:Planner|прописи:Copybook|азбука:Primer|
букварь:Primer|карандаш:Pencil|ручка:Pen|фломастер:Marker|маркер:Marker|ластик:Eraser|точилка:Sharpener|
пенал:PencilCase|циркуль:DrawingCompass|калькулятор:Calculator|глобус:Globe|интерактивная доска:Whiteboard|
флипчарт:Flipchart|мел:Chalk|указка:Pointer|учебная группа:StudyGroup|поток:Cohort|набор:Set|
прием в вуз:Admission|вступительный экзамен:EntranceExam|егэ:StateExam|огэ:StateExam|гиа:StateExam|
олимпиадник:OlympiadParticipant|конкурс:Contest|грамота:CertificateOfMerit|медаль:Medal|кубок:Cup|приз:Prize|
трофей:Trophy|значок:Badge|бейдж:Badge|ачивка:Achievement|звезда:Star|стрик:Streak|прогресс:Progress|
успех:Success|результат теста:TestResult|уровень языка:LanguageLevel|словарный запас:Vocabulary|
карточка слов:Flashcard|интервальное повторение:SpacedRepetition|повторение:Review|диктант:Dictation|
сочинение:Essay|эссе:Essay|изложение:Summary|реферат:Paper|курсовая:TermPaper|курсовая работа:TermPaper|
дипломная работа:Thesis|диссертация:Dissertation|научная статья:Paper|рецензия:Review|аннотация:Abstract|
библиография:Bibliography|защита диплома:ThesisDefence|защита:Defence|научная работа:Research|
внеурочка:ExtracurricularActivity|продленка:AfterSchoolClub|группа продленного дня:AfterSchoolClub|
родительское собрание:ParentMeeting|родительский комитет:ParentCommittee|педсовет:StaffMeeting|
учительская:StaffRoom|методобъединение:TeachingDepartment|школьная столовая:SchoolCanteen|
выпускной вечер:Prom|последний звонок:LastBell|учебный план курса:Syllabus|силлабус:Syllabus|
академический отпуск:GapYear|отчисление:Expulsion|запись на курс:Enrolment|абонемент на занятия:Membership|
пробное занятие:TrialLesson|пробный урок:TrialLesson|индивидуальное занятие:PrivateLesson|
групповое занятие:GroupClass|мини-группа:SmallGroup|языковой клуб:LanguageClub|разговорный клуб:SpeakingClub|
лекторий:LectureHall|образовательная платформа:LearningPlatform|lms:Lms|учебный материал:LearningMaterial|
материал урока:LessonMaterial|видеоурок:VideoLesson|аудиоурок:AudioLesson|презентация урока:SlideDeck|
слайд:Slide|раздаточный материал:Handout|шпора:CheatSheet|сертификат об окончании:CompletionCertificate|
оценивание:Assessment|рубрика оценивания:Rubric|критерий:Criterion|критерий оценки:Criterion|
обратная связь:Feedback|фидбек:Feedback|фидбэк:Feedback|комментарий учителя:TeacherComment|
портфолио ученика:StudentPortfolio|проектная работа:Project|исследовательский проект:ResearchProject|
автомобиль с пробегом:UsedCar|марка:Brand|марка авто:CarMake|модель авто:CarModel|госномер:LicencePlate|
номерной знак:LicencePlate|vin:Vin|вин-номер:Vin|кузов:Body|двигатель:Engine|мотор:Engine|
коробка передач:Gearbox|трансмиссия:Transmission|сцепление:Clutch|тормоз:Brake|тормозные колодки:BrakePads|
колодка:BrakePad|колесо:Wheel|покрышка:Tyre|резина:Tyre|переобувка:TyreChange|балансировка:WheelBalancing|
развал-схождение:WheelAlignment|амортизатор:ShockAbsorber|руль:SteeringWheel|фара:Headlight|
зеркало заднего вида:RearViewMirror|стекло:Glass|лобовое стекло:Windscreen|стеклоочиститель:Wiper|
свеча зажигания:SparkPlug|замена масла:OilChange|антифриз:Antifreeze|тосол:Coolant|омывайка:ScreenWash|
техосмотр:Inspection|плановое то:ScheduledService|сервисное обслуживание:Service|кузовной ремонт:BodyRepair|
покраска авто:CarPainting|полировка:Polishing|детейлинг:Detailing|тонировка:Tinting|
химчистка салона:InteriorCleaning|салон автомобиля:Interior|дтп:Accident|страховое событие:InsuranceClaim|
европротокол:AccidentReport|эвакуация:Evacuation|парковочное место:ParkingSpace|машиноместо:ParkingSpace|
одометр:Odometer|расход топлива:FuelConsumption|дизель:Diesel|газ:Gas|электрозарядка:ChargingPoint|
зарядная станция:ChargingStation|аренда самоката:ScooterRental|прокат велосипедов:BikeRental|
велопарковка:BikeRack|стоянка велосипедов:BikeRack|велодорожка:CycleLane|дорожная карта:Roadmap|
роадмап:Roadmap|стратегия:Strategy|тактика:Tactic|миссия:Mission|видение:Vision|ценность:Value|
принцип:Principle|okr:Okr|окр:Okr|ключевой результат:KeyResult|инициатива:Initiative|бэклог:Backlog|
бэклог продукта:ProductBacklog|пользовательская история:UserStory|юзер-стори:UserStory|сторипоинт:StoryPoint|
оценка задачи:Estimate|трудозатраты:Effort|трудоемкость:Effort|таймшит:Timesheet|учет времени:TimeEntry|
тайм-трекинг:TimeTracking|трекинг времени:TimeTracking|помодоро:Pomodoro|фокус-сессия:FocusSession|
перерыв:Break|пауза:Pause|обеденный перерыв:LunchBreak|рабочий день:Workday|рабочая неделя:Workweek|
график дежурств:OnCallRota|дежурный:OnCallPerson|ротация:Rotation|загрузка сотрудника:Workload|
нагрузка:Workload|ресурс:Resource|мощность:Capacity|емкость:Capacity|вместимость:Capacity|
доступность:Availability|занятость:Occupancy|заполняемость:Occupancy|свободное время:FreeTime|
окно в расписании:TimeSlot|таймслот:TimeSlot|интервал времени:TimeSlot|промежуток:Interval|повтор:Recurrence|
повторяемость:Recurrence|периодичность:Frequency|исключение:Exception|рабочие часы:OpeningHours|
часы работы:OpeningHours|режим работы:OpeningHours|часовой пояс:TimeZone|таймзона:TimeZone|язык:Language|
локаль:Locale|страна доставки:ShippingCountry|зона доставки:DeliveryZone|радиус доставки:DeliveryRadius|
стоимость доставки:ShippingCost|тариф доставки:ShippingRate|служба доставки:DeliveryService|
курьерская служба:CourierService|транспортная компания:Carrier|экспедирование:Forwarding|
логистический центр:LogisticsCentre|трекинг-номер:TrackingNumber|трек-номер:TrackingNumber|
отслеживание:Tracking|статус доставки:DeliveryStatus|маршрутизация:Routing|маршрутный план:RoutePlan|
точка маршрута:Waypoint|остановка маршрута:Stop|пункт назначения:Destination|место назначения:Destination|
пункт отправления:Origin|отправной пункт:Origin|габарит:Dimension|тара:Container|поддон:Pallet|короб:Carton|
упаковочный лист:PackingList|пломбирование:Sealing|таможенное оформление:CustomsClearance|
растаможка:CustomsClearance|импортер:Importer|экспортер:Exporter|внешнеэкономическая сделка:ForeignTradeDeal|
инкотермс:Incoterm|фрахт:Freight|чартер:Charter|авиаперевозка:AirFreight|морская перевозка:SeaFreight|
жд-перевозка:RailFreight|мультимодальная перевозка:MultimodalShipment|сборный груз:Consolidation|
последняя миля:LastMile|возвратная логистика:ReverseLogistics|складской учет:InventoryManagement|
складская операция:WarehouseOperation|адресное хранение:BinLocation|место хранения:StorageLocation|
зона хранения:StorageZone|зона приемки:ReceivingArea|отборка:Picking|подбор заказа:Picking|
лист подбора:PickList|волна отбора:PickWave|сборочный лист:PickList|пополнение запаса:Replenishment|
запас:Stock|складской остаток:StockLevel|минимальный остаток:ReorderPoint|точка заказа:ReorderPoint|
дефицит:Shortage|излишек:Surplus|недостача:Shortage|пересорт:Mismatch|порча:Spoilage|срок годности:ExpiryDate|
годность:ShelfLife|срок хранения:ShelfLife|лот производства:Batch|сертификат качества:QualityCertificate|
урожайность:Yield|уборка урожая:Harvest|севооборот:CropRotation|посевная площадь:SownArea|гектар:Hectare|
делянка:Plot|надел:Allotment|пастбище:Pasture|луг:Meadow|сенокос:Haymaking|сено:Hay|солома:Straw|силос:Silage|
комбикорм:CompoundFeed|зернохранилище:Granary|хранилище:Storage|овощехранилище:VegetableStore|
фруктовый сад:Orchard|виноградник:Vineyard|плантация:Plantation|питомник растений:PlantNursery|
агрохолдинг:Agroholding|агрофирма:AgriculturalCompany|фермерское хозяйство:Farm|колхоз:CollectiveFarm|
совхоз:StateFarm|птицефабрика:PoultryFarm|молочная ферма:DairyFarm|свиноферма:PigFarm|рыбная ферма:FishFarm|
сеялка:Seeder|плуг:Plough|борона:Harrow|жатка:Header|пресс-подборщик:Baler|доильный аппарат:MilkingMachine|
инкубатор для яиц:EggIncubator|кормушка:Feeder|поилка:Drinker|пестицид:Pesticide|гербицид:Herbicide|
фунгицид:Fungicide|инсектицид:Insecticide|агрохимикат:Agrochemical|семенной материал:SeedStock|сорт:Variety|
сеянец:Seedling|черенок:Cutting|плод:Fruit|ягодник:BerryGarden|пшеница:Wheat|рожь:Rye|ячмень:Barley|овес:Oat|
подсолнечник:Sunflower|рапс:Rapeseed|лен:Flax|хлопок:Cotton|сахарная свекла:SugarBeet|
кормовая культура:FodderCrop|почвенный анализ:SoilTest|анализ почвы:SoilTest|влажность почвы:SoilMoisture|
осадки:Rainfall|погода:Weather|прогноз погоды:WeatherForecast|заморозок:Frost|засуха:Drought|град:Hail|
наводнение:Flood|паводок:Flood|пожар:Fire|лесной пожар:Wildfire|стихийное бедствие:Disaster|
чрезвычайная ситуация:Emergency|чп:Emergency|убежище:Shelter|гуманитарная помощь:HumanitarianAid|
посылка помощи:AidParcel|продуктовый набор:FoodParcel|благотворительная акция:CharityDrive|
сбор вещей:ClothingDrive|волонтерская смена:VolunteerShift|доброе дело:GoodDeed|
подопечная семья:SupportedFamily|нуждающийся:PersonInNeed|бездомный:HomelessPerson|
приют для животных:AnimalShelter|пристройство:Adoption|усыновление:Adoption|удочерение:Adoption|
опека:Guardianship|патронаж:Patronage|кураторство:Mentoring|наставничество:Mentorship|менторство:Mentorship|
сбор пожертвований:Fundraiser|целевой сбор:Appeal|пожертвователь:Donor|
регулярное пожертвование:RecurringDonation|отчет фонда:FundReport|программа фонда:FundProgramme|
грантовая заявка:GrantApplication|конкурс грантов:GrantCompetition|мероприятие фонда:CharityEvent|
проект фонда:CharityProject|государственная услуга:PublicService|электронная очередь:ElectronicQueue|
талон в очереди:QueueTicket|запись на прием:Appointment|справка о доходах:IncomeStatement|
голосование жильцов:ResidentsVote|общее собрание:GeneralMeeting|инициативная группа:ActionGroup|
петиция:Petition|опрос жителей:ResidentSurvey|выборы:Election|избирательный участок:PollingStation|
бюллетень:Ballot|голос:Vote|депутатский запрос:ParliamentaryInquiry|законопроект:Bill|поправка:Amendment|
бюджет города:CityBudget|субвенция:Subvention|дотация:Subsidy|льгота:Benefit|льготник:BenefitRecipient|
пособие по безработице:UnemploymentBenefit|материнский капитал:MaternityCapital|
социальная выплата:SocialPayment|соцзащита:SocialSecurity|перепись:Census|учет населения:Census|
гражданство:Citizenship|миграционный учет:MigrationRegistration|регистрация брака:MarriageRegistration|
развод:Divorce|рождение:Birth|смерть:Death|кладбище:Cemetery|захоронение:Burial|памятник:Monument|
мемориал:Memorial|достопримечательность:Attraction|объект культурного наследия:HeritageSite|экспонат:Exhibit|
экспозиция:Exhibition|коллекция музея:MuseumCollection|картина:Painting|скульптура:Sculpture|
инсталляция:Installation|арт-объект:Artwork|произведение искусства:Artwork|художественная работа:Artwork|
рисунок:Drawing|эскиз:Sketch|набросок:Sketch|холст:Canvas|краска:Paint|акварель:Watercolour|гуашь:Gouache|
масляная краска:OilPaint|мольберт:Easel|палитра:Palette|рамка:Frame|фотопечать:PhotoPrint|фотокнига:PhotoBook|
фотосессия:PhotoShoot|фотосъемка:PhotoShoot|съемка:Shoot|видеосъемка:VideoShoot|кадр:Frame|дубль:Take|
сцена:Scene|локация съемки:ShootingLocation|раскадровка:Storyboard|сценарий фильма:Screenplay|
постпродакшн:PostProduction|цветокоррекция:ColourGrading|монтаж видео:VideoEditing|озвучка:Voiceover|
озвучание:Dubbing|субтитр:Subtitle|дубляж:Dubbing|саундтрек:Soundtrack|звук:Sound|аудио:Audio|
аудиозапись:AudioRecording|голосовое сообщение:VoiceMessage|голосовое:VoiceMessage|войс:VoiceMessage|
кружочек:VideoMessage|видеосообщение:VideoMessage|застройка:Development|новостройка:NewBuild|
вторичка:ResaleProperty|жилой дом:ResidentialBuilding|многоквартирный дом:ApartmentBuilding|частный дом:House|
таунхаус:Townhouse|дуплекс:Duplex|однушка:OneBedroomFlat|двушка:TwoBedroomFlat|пентхаус:Penthouse|
койко-место:Bed|нежилое помещение:CommercialPremises|коммерческая недвижимость:CommercialProperty|
торговое помещение:RetailUnit|офисное помещение:OfficeSpace|складское помещение:WarehouseSpace|
земельный участок:LandPlot|кадастр:Cadastre|межевание:LandSurvey|планировка:FloorPlan|план этажа:FloorPlan|
поэтажный план:FloorPlan|метраж:FloorArea|квадратный метр:SquareMetre|этажность:FloorCount|
лестничная клетка:Landing|почтовый ящик:Mailbox|мусоропровод:RubbishChute|придомовая территория:Courtyard|
управляющая организация:ManagementCompany|коммунальный платеж:UtilityBill|коммунальная услуга:Utility|
отопление:Heating|водоснабжение:WaterSupply|водоотведение:Sewerage|канализация:Sewerage|
электроснабжение:PowerSupply|газоснабжение:GasSupply|вентиляция:Ventilation|кондиционирование:AirConditioning|
аварийная служба:EmergencyService|протечка:Leak|засор:Blockage|отключение:Outage|отключение воды:WaterOutage|
поверка счетчика:MeterVerification|ипотечный договор:MortgageAgreement|договор аренды:Lease|
договор купли-продажи:SalesContract|сделка с недвижимостью:PropertyDeal|показ квартиры:Viewing|
просмотр квартиры:Viewing|объявление о продаже:Listing|объявление об аренде:RentalListing|листинг:Listing|
подбор квартиры:PropertySearch|оценка недвижимости:PropertyValuation|посуточная аренда:ShortLet|
долгосрочная аренда:LongLet|субаренда:Sublet|арендный платеж:RentPayment|
обеспечительный платеж:SecurityDeposit|акт осмотра:InspectionReport|опись имущества:Inventory|
имущество:Property|собственность:Property|право собственности:Ownership|обременение:Encumbrance|
арест имущества:Seizure|стройматериал:BuildingMaterial|кирпич:Brick|бетон:Concrete|цемент:Cement|песок:Sand|
щебень:Gravel|арматура:Rebar|брус:Beam|фанера:Plywood|гипсокартон:Plasterboard|утеплитель:Insulation|
плитка:Tile|кафель:Tile|ламинат:Laminate|паркет:Parquet|линолеум:Lino|обои:Wallpaper|грунтовка:Primer|
шпатлевка:Filler|герметик:Sealant|клей:Glue|саморез:Screw|шуруп:Screw|гвоздь:Nail|болт:Bolt|гайка:Nut|
дюбель:Dowel|анкер:Anchor|крепеж:Fastener|фитинг:Fitting|смеситель:MixerTap|раковина:Sink|унитаз:Toilet|
ванна:Bath|душевая кабина:ShowerCabin|душ:Shower|бачок:Cistern|сифон:Siphon|полотенцесушитель:TowelRail|
теплый пол:UnderfloorHeating|септик:SepticTank|кессон:Caisson|дренаж:Drainage|водопровод:WaterPipe|
газопровод:GasPipeline|электропроводка:Wiring|освещение:Lighting|сигнализация:Alarm|
охранная сигнализация:BurglarAlarm|пожарная сигнализация:FireAlarm|видеонаблюдение:Cctv|
камера видеонаблюдения:CctvCamera|контроль доступа:AccessControl|скуд:AccessControlSystem|турникет:Turnstile|
электронный замок:SmartLock|умный замок:SmartLock|брелок доступа:KeyFob|карта доступа:AccessCard|
пропускная система:AccessControlSystem|огнетушитель:FireExtinguisher|пожарный выход:FireExit|
эвакуационный план:EvacuationPlan|охрана труда:OccupationalSafety|техника безопасности:SafetyRule|
инструктаж по технике безопасности:SafetyBriefing|сиз:Ppe|несчастный случай:Accident|
производственная травма:WorkplaceInjury|нарушение:Violation|предписание:Order|
разрешение на строительство:BuildingPermit|проектная документация:DesignDocumentation|чертеж:Drawing|
генплан:MasterPlan|рабочая документация:WorkingDrawing|исполнительная документация:AsBuiltDocumentation|
акт скрытых работ:HiddenWorksCertificate|строительный контроль:ConstructionSupervision|
технадзор:TechnicalSupervision|авторский надзор:DesignSupervision|сдача объекта:Handover|
ввод в эксплуатацию:Commissioning|приемка работ:WorkAcceptance|этап строительства:ConstructionPhase|
объем работ:Scope|вид работ:WorkType|строительные работы:ConstructionWork|земляные работы:Earthworks|
кладка:Masonry|заливка фундамента:FoundationPour|бетонирование:Concreting|армирование:Reinforcement|
кровельные работы:RoofingWork|фасадные работы:FacadeWork|благоустройство:Landscaping|
ландшафтный дизайн:LandscapeDesign|озеленение:Greening|беседка:Gazebo|навес:Canopy|парник:Hotbed|
хозблок:Outbuilding|пристройка:Extension|надстройка:Superstructure|номенклатура:ProductCatalogue|sku:Sku|
ску:Sku|карточка товара:ProductCard|вариант товара:ProductVariant|модификация:Variant|бренд:Brand|
торговая марка:Trademark|товарный знак:Trademark|линейка товаров:ProductLine|товарная группа:ProductGroup|
подкатегория:Subcategory|рубрика:Rubric|акционный товар:PromoItem|новинка:NewArrival|хит продаж:Bestseller|
бестселлер:Bestseller|распродажа сезона:SeasonalSale|черная пятница:BlackFriday|спецпредложение:SpecialOffer|
предложение дня:DealOfTheDay|комбо:Combo|бандл:Bundle|подарочная упаковка:GiftWrap|вишлист:Wishlist|
список желаний:Wishlist|сравнение:Comparison|оформление заказа:Checkout|чекаут:Checkout|
способ оплаты:PaymentMethod|способ доставки:ShippingMethod|самовывоз:Pickup|
курьерская доставка:CourierDelivery|пункт самовывоза:PickupPoint|адрес доставки:DeliveryAddress|
слот доставки:DeliverySlot|окно доставки:DeliveryWindow|статус заказа:OrderStatus|позиция заказа:OrderItem|
строка заказа:OrderLine|состав заказа:OrderItem|отмена:Cancellation|отмена заказа:Cancellation|
обмен товара:Exchange|возврат товара:Return|гарантийный случай:WarrantyClaim|отзыв о товаре:ProductReview|
вопрос о товаре:ProductQuestion|программа лояльности:LoyaltyProgramme|лояльность:Loyalty|
уровень лояльности:LoyaltyTier|статус клиента:CustomerTier|клубная карта:MembershipCard|
дисконтная карта:DiscountCard|накопительная скидка:CumulativeDiscount|персональная скидка:PersonalDiscount|
сертификат на услугу:ServiceVoucher|розыгрыш:Giveaway|лотерея:Lottery|рекламная кампания:AdCampaign|
реклама:Ad|рекламный пост:SponsoredPost|таргет:TargetedAd|контекстная реклама:SearchAd|медиаплан:MediaPlan|
контент-план:ContentPlan|рубрикатор:ContentCategory|пресс-релиз:PressRelease|
пресс-конференция:PressConference|пресс-кит:PressKit|сми:Media|медиа:Media|упоминание в сми:MediaMention|
ньюслеттер:Newsletter|дайджест:Digest|email-рассылка:EmailCampaign|емейл:Email|электронная почта:Email|
почтовый адрес:PostalAddress|емейл-адрес:EmailAddress|телефонный номер:PhoneNumber|номер телефона:PhoneNumber|
смс:Sms|sms:Sms|пуш:PushNotification|пуш-уведомление:PushNotification|оповещение:Alert|алерт:Alert|
тревожная кнопка:PanicButton|будильник:Alarm|таймер:Timer|секундомер:Stopwatch|отсчет:Countdown|
обратный отсчет:Countdown|номер в отеле:HotelRoom|категория номера:RoomType|тип номера:RoomType|
все включено:AllInclusive|трансфер:Transfer|экскурсионный тур:SightseeingTour|пакетный тур:PackageTour|
горящий тур:LastMinuteDeal|круиз:Cruise|авиабилет:AirTicket|жд билет:TrainTicket|багаж:Luggage|
ручная кладь:CabinBaggage|страховка путешественника:TravelInsurance|туристическая страховка:TravelInsurance|
визовая поддержка:VisaSupport|загранкомандировка:BusinessTrip|маршрут путешествия:Itinerary|
итинерарий:Itinerary|план поездки:TripPlan|точка интереса:PointOfInterest|сувенир:Souvenir|открытка:Postcard|
путевые заметки:TravelNote|отзыв об отеле:HotelReview|рейтинг отеля:HotelRating|звездность:StarRating|
игра:Game|видеоигра:VideoGame|мобильная игра:MobileGame|браузерная игра:BrowserGame|настолка:BoardGame|
карточная игра:CardGame|ролевая игра:RolePlayingGame|ролевка:RolePlayingGame|мафия:Mafia|
игровая сессия:GameSession|игровой вечер:GameNight|игровой сервер:GameServer|клан:Clan|гильдия:Guild|
альянс:Alliance|союзник:Ally|враг:Enemy|босс:Boss|моб:Mob|нпс:Npc|нпц:Npc|герой:Hero|скин:Skin|
артефакт:Artifact|оружие:Weapon|броня:Armour|зелье:Potion|заклинание:Spell|умение:Skill|способность:Ability|
перк:Perk|прокачка:Upgrade|экспа:Xp|очко опыта:Xp|золото:Gold|кристалл:Gem|монетка:Coin|лутбокс:LootBox|
сундук:Chest|добыча:Loot|лут:Loot|дроп:Drop|крафт:Crafting|рецепт крафта:CraftingRecipe|карта мира:WorldMap|
мир:World|подземелье:Dungeon|ачивмент:Achievement|таблица рекордов:HighScore|рекордсмен:RecordHolder|
сохранение:SaveGame|сейв:SaveGame|чекпойнт:Checkpoint|жизнь:Life|мана:Mana|урон:Damage|ход:Move|пари:Bet|
букмекер:Bookmaker|коэффициент:Coefficient|тотализатор:Sweepstake|фэнтези-лига:FantasyLeague|
киберспорт:Esports|кибертурнир:EsportsTournament|киберспортсмен:ProGamer|вид спорта:Sport|
торговая палатка:Stall|
`;
