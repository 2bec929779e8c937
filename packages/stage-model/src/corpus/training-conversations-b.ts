/** More labelled training conversations (see training-conversations.ts): phone calls in speech-recognition style. */
import { conversation, type TrainingConversation } from './training-format.js';

export const TRAINING_CONVERSATIONS_B: readonly TrainingConversation[] = [
  conversation(
    'voice',
    `
A WGI thank you for calling bluepine health advisors this call may be recorded for quality and training my name is marisol can i get your first and last name please
V WGI yeah hi marisol its uh eugene pruitt
A WGI thank you mister pruitt can you spell the last name for me
V WGI p r u i t t
A WGI p r u i t t got it and how are you doing today
V WGI oh not too bad not too bad its hot as blazes out here though
A NIA oh i bet where i am its been raining all week
V NIA well send some of that down here my tomatoes are just frying on the vine
A WGI ha i wish i could so what can i help you with today eugene
V MAI well um i got this card in the mail says i could get a medicare vantage plan with um with money back on my part be and the dental and all that and i figured id call and see what its about
A MAI sure so that card is talking about a medicare advantage plan thats part c some of them have whats called a part b give back where they put some money back in your social security check
V MAI and thats real thats not one of them scams
A MAI its real its not every plan and not every county but theyre approved by medicare so we just have to see what youre eligible for
V MAI okay well i want the one with the money back if i can get it
A AQ alright lets see whats out there whats your zip code
V AQ its two nine six zero one
A AQ two nine six zero one thats greenville county south carolina
V AQ yes maam
A AQ and your date of birth
V AQ march the third nineteen fifty four
A AQ march third nineteen fifty four and do you have part a and part b both
V AQ yeah i got both of em since i turned sixty five
A AQ okay and right now are you on just original medicare or do you have a supplement or an advantage plan
V AQ i got the uh the supplement through um through my wifes old work no wait thats not right its just regular medicare and a drug plan with uh wellmark i think
A AQ okay so original medicare plus a stand alone drug plan and do you get any help from medicaid or extra help
V AQ no nothing like that
A NIA okay bear with me one second
V NIA take your time
A AD so tell me about your doctors eugene is there a primary care doctor you want to keep
V AD doctor okafor over at the upstate family practice
A AD okafor o k a f o r
V AD thats him
A AD and any specialists
V AD a heart doctor doctor brandt i see him twice a year
A AD okay and what medications are you taking
V AD uh eliquis and uh the atorvastatin and something for my prostate i dont remember the name
A AD is it maybe tamsulosin or flomax
V AD flomax yeah
A AD got it and what pharmacy do you use
V AD the cvs on laurens road
A NIA okay let me pull that up one moment
V NIA mm hm
A NIA eugene you still there
V NIA yeah im here
A AR okay so i found one called the palmetto choice advantage ppo its zero dollar premium and it has a seventy five dollar a month part b give back so thatd go back in your social security check
V AR seventy five dollars every month
A AR every month and doctor okafor and doctor brandt are both in network your eliquis is tier three with a forty two dollar co pay and the other two are zero
V AR forty two dollars hmm thats less than i pay now
A AR and it has dental up to fifteen hundred a year and a sixty dollar a quarter over the counter card
V AR okay thank you that helps a lot so whats the catch
A AR the maximum out of pocket is five thousand nine hundred in network and specialists are a thirty five dollar co pay
V AR well i can handle that lets go ahead and sign up
A AR great ill need your medicare number off the red white and blue card
V AR okay its one r m seven uh t as in tom four k w nine three
A AR one r m seven t four k w nine three
V AR thats it
A AR and the address where you want the card mailed
V AR one fourteen magnolia drive greenville
A AR perfect and that drug plan with wellmark will end automatically when this one starts
A SG youre all set eugene your card will come in about two weeks and theyll do a welcome call my direct number is eight six four five five five zero one nine two
V SG alright thank you so much marisol you have a blessed day
A SG you too eugene take care bye
`,
  ),
  conversation(
    'voice',
    `
A WGI good morning smileway dental benefits this is travis on a recorded line who am i speaking with
V WGI hi travis this is loretta
A WGI hi loretta how can i help you this morning
V DII yeah um i need to find some insurance for a dencher a full upper dencher my dentist says i need one
A DII okay so youre looking for a dental plan that covers a full upper denture
V DII yes and he says its gonna be like eighteen hundred dollars and i just cant do that right now
A DII i understand and how soon are you hoping to get it done
V DII well as soon as i can honestly my partial broke at thanksgiving and ive been eating soup ever since
A DII okay so dentures fall under major services and most plans have a waiting period on those so ill look for the shortest one
V DII whats a waiting period
A DII its the time you have to be on the plan before they pay for the big stuff like dentures could be six months could be twelve some have none
V NIA oh okay
A AQ alright let me get some information how old are you loretta
V AQ im sixty three
A AQ and your zip code
V AQ four three two one five
A AQ four three two one five thats columbus ohio
V AQ yep
A AQ and do you have any dental coverage right now through work or anything
V AQ no i had it through my job but i retired in may
A AQ okay so no current coverage at all
V AQ nope
A AD do you have a dentist you want to keep seeing
V AD yeah doctor feldman on high street i been with him forever
A AD and besides the denture is there anything else you think youll need like cleanings or fillings
V AD cleanings for sure and i got a tooth on the bottom thats been bugging me
A AD and whats a monthly budget that feels comfortable
V AD um under fifty if i can
A NIA okay one second let me run that
V NIA sure
V NIA sorry my dog is barking at the mailman again
A NIA ha no worries
A AR okay so the best fit is the keystone dental preferred plan its forty four dollars and ten cents a month cleanings are covered at a hundred percent from day one fillings at eighty percent after three months and dentures at fifty percent after a six month wait
V AR six months hmm
A AR i know its not immediate but doctor feldman is in their network so the fifty percent is off his network price so on that denture youd be looking at maybe eight hundred out of pocket
V AR and whats the most they pay in a year
A AR fifteen hundred the first year and it goes up to two thousand in year two
V AR okay that sounds better than nothing lets do it
A AR great for the monthly payment do you want to use a card or a bank draft
V AR bank draft i guess
A AR okay whats the routing number on your check
V AR zero four four zero zero zero zero two four
A AR and the account number
V AR one one eight three seven seven five zero two
A AR one one eight three seven seven five zero two got it your plan starts on the first
A SG you will get your welcome packet and card by mail in seven to ten days anything else i can help with
V SG no thats it thank you travis
A SG thank you loretta have a good one
`,
  ),
  conversation(
    'voice',
    `
A WGI thanks for calling crestline medicare solutions my name is owen this call is recorded may i have your name
V WGI this is harold uh harold vance
A WGI hi harold how are you today
V WGI well ive been better to be honest
A WGI sorry to hear that what can i do for you
V MPC my doctor sent me a letter saying hes not gonna be in my plan anymore next year and i been seeing him since the eighties so i need to change to something he takes
A MPC okay so your doctor is leaving your current plans network and you want to switch to a plan he is in network with
V MPC thats it exactly
A MPC and just so you know we can do that during the annual enrollment period which is right now so a change would start january first
V MPC okay good because i dont want to go a month without him
A AQ who is your plan with now
V AQ its uh heartland senior advantage
A AQ and is that an hmo or a ppo
V AQ hmo i think
A AQ whats your zip code
V AQ six eight one three four
A AQ six eight one three four omaha
V AQ right
A AQ and date of birth
V AQ june twenty second nineteen forty eight
A AQ and you still have your part a and b active
V AQ yes
V OT oh and while i have you i got a bill from heartland for twenty three dollars and i thought my plan was zero premium whats that about
A OT i cant see heartlands billing from here but that sounds like it might be a late enrollment penalty on the drug part id call the number on the back of your card
V OT i already called them twice and sat on hold for an hour its ridiculous
A OT i hear you ill give you their billing line direct its eight hundred five five five zero one four four
V NIA okay thank you
A AD alright so back to your doctor whats the doctors name
V AD doctor lindqvist
A AD can you spell that for me
V AD l i n d q v i s t
A AD l i n d q v i s t got it and any other doctors
V AD no just him and the eye doctor but i dont care about the eye doctor
A AD and your medications
V AD just lisinopril and a baby aspirin
A NIA okay let me check which plans have doctor lindqvist one moment
V NIA okay
A NIA still with me harold
V NIA yep still here
A AR alright i found two plans that have him the prairie health choice ppo and the meridian classic hmo the prairie ppo is zero premium primary care zero specialist forty five and max out of pocket six thousand two hundred
V AR and the other one
A AR the meridian classic is twenty nine dollars a month but specialists are only twenty and max out of pocket is four thousand five hundred
A AD actually let me ask you something first do you travel at all or stay mostly in omaha
V AD oh we go to arizona in the winter to see my daughter for about two months
A AD okay so being covered while youre away matters to you
V AR yeah so which of those would work out there
A AR the hmo would only cover emergencies in arizona the prairie ppo covers you out of network at a higher co pay so id go with the ppo
V AR yeah lets do that one
A AR alright ill need your medicare number
V AR its five h w two t g eight n y three one
A AR five h w two t g eight n y three one thank you
A SG youre enrolled harold your heartland plan ends december thirty first and prairie starts january first youll get the card in the mail thanks for calling
V SG thank you owen appreciate it bye
A SG bye harold
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling guardwell dental this is keisha on a recorded line how may i help you
V WGI hi keisha my name is bernard okonjo
A WGI hi bernard what can i do for you today
V OT yeah i looked at my bank statement and you all took out my premium twice this month thirty eight dollars and then thirty eight dollars again
A OT oh im sorry about that lets take a look can i get your member id number off your card
V OT uh its g w four four seven one nine zero two
A OT g w four four seven one nine zero two
V OT yes
A OT and can you verify the address on the policy
V OT twenty two oak hollow lane brandon florida
A NIA thank you let me pull that up one moment
V NIA okay
A NIA sorry about the wait you still there
V NIA yeah
A OT okay i see it the draft ran on the first and then again on the third it looks like a system retry so i can request a refund for the second thirty eight dollars
V OT how long does that take
A OT it usually posts back to your account in five to seven business days
V OT okay thats fine i just dont want it happening again
A OT i put a note on the account and the next draft will be on the first of next month and only once
V NIA alright
A SG is there anything else i can help you with today
V SG no thats it thank you
A SG thank you bernard have a good day
V SG you too
`,
  ),
  conversation(
    'voice',
    `
A WGI evergreen senior health member services this is carlos on a recorded line can i get your name
V WGI yes this is dolores fitch
A WGI hi dolores how can i help
V OT i lost my card my insurance card i think it went through the wash honestly
A OT oh no that happens more than youd think i can send you a new one do you have your member id or i can look you up by name and zip
V OT i dont have the number thats the problem its on the card
A OT no problem whats the zip code on your account
V OT seven four one three three
A OT and can you verify your street address
V OT nine oh five west elm tulsa
A OT okay i found you dolores i can mail out a new card itll take seven to ten days and in the meantime you can print one from the member website
V NIA i dont do the computer my grandson does all that
A NIA ha my kids do mine too
V NIA hes sixteen and he knows everything you know
A OT well i can also fax a temporary card to your pharmacy if you need a prescription filled before then
V OT oh that would be good the walgreens on peoria
A OT okay ill send it there today
V OT thank you so much and um also i might be moving in with my daughter next month do i need to tell you all
A OT yes just call us with the new address once youve moved and well update it
V OT okay shes in the same town so it should be fine
A SG alright your new card is on its way anything else
V SG no thats all thank you carlos
A SG youre welcome dolores take care
`,
  ),
  conversation(
    'voice',
    `
A WGI hi is this mister frank delgado
V WGI yeah whos this
A WGI hi frank my name is tanya im a licensed agent with harborview insurance group on a recorded line youd requested information about medicare plans
V OT i didnt request nothing how did you get my number
A OT it came through an online form for medicare information that had your name and number on it but if you didnt fill that out i apologize
V OT well i didnt and ive been getting ten of these calls a day
A OT im sorry about that i can put you on our do not call list right now
V OT yeah and are you even licensed whats your license number
A OT yes sir my national producer number is one seven seven four two zero nine eight and im licensed in texas you can look it up on the texas department of insurance site
V NIA hmm okay
A OT so would you like me to remove your number
V OT yes please
A OT done youre on our do not call list it can take up to thirty days for every system to update
V NIA alright
A SG sorry again for the trouble have a good afternoon
V SG yeah bye
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling silverleaf medicare advisors this is jamal may i have your name please
V WGI um hi this is agnes
A WGI hi agnes what can i help with
V OT i need to get my rivercrest prescription refilled the mail order one they never sent it
A OT okay so it sounds like you need the pharmacy for your plan were a licensed agency we help people pick plans but we cant refill prescriptions
V OT oh i thought this was the insurance
V NIA im sorry im all mixed up today my husband usually handles all this
A NIA oh dont apologize it happens to everybody
A OT i can transfer you straight to the rivercrest mail order pharmacy if you like
V OT yes please do that
A OT okay and if it drops for some reason their number is on the back of your card under pharmacy services
V OT on the back okay
A NIA please hold while i transfer you
V NIA okay
A SG thanks agnes have a good day
V SG thank you honey bye
`,
  ),
  conversation(
    'voice',
    `
A WGI hello thanks for calling goldenrod health plans my name is priya on a recorded line who am i speaking with
V WGI hey priya its ray
A WGI hi ray how can i help
V MAI yeah i saw on tv you can get a plan with the grocery card and dental and all that for zero dollars and i want to sign up
A MAI okay those are medicare advantage plans some of them have a grocery allowance and dental built in
V MAI yeah thats the one the football guy was talking about it
A AQ okay let me check a few things do you have medicare right now part a and b
V AQ no not yet
A AQ how old are you ray
V AQ sixty two
A AQ okay so usually medicare starts at sixty five unless youve been on disability for two years are you on social security disability
V AQ no i still work part time at the hardware store
A AQ okay so unfortunately you wouldnt be eligible for those plans yet they need you to have part a and b
V AQ oh man so i gotta wait three years
A AQ about three years yeah you can enroll three months before your sixty fifth birthday
V NIA well shoot
A SG give us a call back when youre coming up on sixty five and well help you then thanks for calling ray
V SG alright thanks priya bye
`,
  ),
  conversation(
    'voice',
    `
A WGI good afternoon lakeridge benefits group this call is recorded for quality my name is denise can i get your name
V WGI yes hi denise its walter kim
A WGI hi walter how are you
V WGI im good im good how about yourself
A WGI doing well thank you what can i help you with today
V MPC well its that time of year right the open enrollment and im on the copperline advantage plan and my premium went up to sixty one dollars so i want to see if theres something cheaper
A MPC okay so youre looking to switch to a plan with a lower premium for next year
V MPC right if i can keep everything else about the same
A MPC sure we can compare side by side and any change you make now takes effect january first
V NIA okay
A AQ what county are you in walter
V AQ uh washtenaw county michigan
A AQ and your zip
V AQ four eight one zero four
A AQ four eight one zero four ann arbor and your date of birth
V AQ october ninth nineteen fifty
A AQ and is copperline through a former employer or did you buy it yourself
V AQ i bought it myself through one of those tv numbers
A AQ okay and no medicaid or extra help
V AQ no
A AD alright now do you have a primary doctor you want to keep
V AD doctor patel at the university clinic
A AD and how many prescriptions do you take
V NIA oh hang on one second somebodys at the door
A NIA sure take your time
V NIA okay im back sorry that was my neighbor
A NIA no problem
V AD um prescriptions theres like five of them i dont have the bottles in front of me
A AD thats okay it helps to have the names so i can check the costs on each plan
V SG you know what let me go get them all together and call you back tomorrow morning is that okay
A SG absolutely my name is denise and my direct line is seven three four five five five zero eight six one ill be here eight to five
V SG eight to five okay ill call you tomorrow thank you denise
A SG thank you walter talk to you tomorrow bye bye
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling sunhaven medicare help line my name is andre and this call is being recorded whos calling today
V WGI hi andre um my name is gloria santiago
A WGI hi gloria how can i help you today
V MAI well im turning sixty five in two months and i keep getting all this mail about medicare advantage and i dont understand any of it i want somebody to explain it to me and maybe sign me up for one
A MAI sure i can help with that so a medicare advantage plan replaces original medicare with a private plan that covers your hospital and doctor and usually drugs and things like dental and vision too
V MAI and do i have to pay for it
A MAI a lot of them in most areas are zero dollar premium youd just keep paying the part b premium to medicare
V MAI okay thats what i want then something with no payment
A AQ okay so first do you have your medicare card yet with your part a and part b dates
V AQ yes it came last week
A AQ what does it say for the part a and part b effective dates
V AQ um both say uh september first twenty twenty five
A AQ september first so that lines up with your birthday and whats your exact date of birth
V AQ august fourteenth nineteen sixty
A AQ and your zip code
V AQ seven eight two two eight
A AQ seven eight two two eight san antonio
V AQ yes sir
A AQ are you still working with insurance through an employer
V AQ no i retired from the school district last year
A AD okay good and what doctors do you see
V AD i see doctor ramos for everything and a lady for my thyroid doctor ochoa
A AD and medications
V AD levothyroxine and um metoprolol
A AD and which pharmacy
V AD heb pharmacy on bandera
A AD is there anything in particular that really matters to you in a plan like dental or vision
V AD the eyes i need new glasses bad i can barely see the tv
A AQ oh and one more thing i forgot to ask do you receive any help from medicaid or a program that helps pay your part b
V AQ i applied for something with the state but i dont know what happened with it
A AQ okay if that comes through let us know because it might open up other options
V NIA okay
A NIA let me put this all in give me just a minute
V NIA mm hm
A NIA still there gloria
V NIA yes im here
A AR so the plan id recommend is the alamo heritage advantage hmo its zero dollars a month doctor ramos and doctor ochoa are both in network and both your medications are zero co pay at heb
V AR oh good
A AR and for the eyes it has a yearly eye exam and two hundred fifty dollars toward glasses every year
V AR two hundred fifty dollars thats good
A AR the specialist co pay is fifteen and max out of pocket is three thousand four hundred
V AR and do i need a referral for doctor ochoa
A AR yes on the hmo doctor ramos would send a referral but its usually automatic
V AR okay that makes sense lets sign up
A AR great ill need the medicare number on your card
V AR its two k c four n m eight r p six six
A AR two k c four n m eight r p six six and it starts september first same as your medicare
V AR perfect
A SG alright gloria youre enrolled youll get a welcome packet and a card from alamo heritage before september my number is eight hundred five five five zero one three three
V SG thank you so much andre youre a lifesaver
A SG my pleasure gloria happy early birthday
V SG thank you bye bye
`,
  ),
  conversation(
    'voice',
    `
A WGI brightway dental plans this is kendra speaking this call is recorded can i have your name please
V WGI yeah its uh its vince vince caruso
A WGI hi vince how are you today
V WGI eh you know cant complain nobody listens anyway
A NIA ha fair enough
A WGI so what can i help you with
V DII well i been looking into implants my dentist wants to do two implants on the bottom and i wanna know if theres a insurance that pays for that
A DII okay so youre looking for a dental plan that covers implants
V DII yeah and is there one that pays right away or do they all make you wait
A DII most plans have a waiting period on implants usually twelve months but there are a couple that do six
V DII twelve months jeez
A DII i know but some plans also give you a higher annual max in the second year which helps with something like implants
V OT and are you guys the insurance company or like a middle man
A OT were a licensed agency we work with about eight different dental carriers and we dont charge you anything for helping
V OT oh okay
A AQ so let me get a few things how old are you vince
V AQ fifty eight
A AQ and your zip code
V AQ zero seven zero three two
A AQ zero seven zero three two kearny new jersey
V AQ yeah
A AQ and any dental insurance right now
V AQ i had delta through the union but i retired early so no
A AD okay and do you have a dentist you like
V AD doctor morales yeah hes good he does the implants himself
A AD and besides the implants do you need anything else done
V AD nah my teeth are pretty good otherwise just the two on the bottom i cracked one on a olive pit if you can believe it
A NIA oh no
V NIA my wife says thats what i get for eating like a animal
A NIA ha
A AD and what are you thinking budget wise per month
V AD i dunno sixty seventy dollars
A AR okay the one that stands out is the harborline dental max plan its sixty two dollars a month implants are covered at fifty percent after a six month waiting period and the annual max is three thousand
V AR three thousand a year
A AR a year yes and doctor morales is in their network
V AR so the implants are what like four thousand each he said
A AR if he charges four thousand each at fifty percent you would pay about two thousand each but the plan would pay up to the three thousand max a year so you might split them into two different years
V AR huh thats smart okay
V AR let me talk it over with my wife first though she handles the checkbook
A AR of course would you like me to email you the plan details
V AR yeah its vince c five eight at my email dot com
A AR v i n c e c five eight at my email dot com
V AR thats it
A SG alright i sent it over my name is kendra and you can call back at eight hundred five five five zero one seven seven whenever youre ready
V SG okay thank you kendra
A SG thank you vince have a great day
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling northstar health member line this is brian on a recorded line who do i have the pleasure of speaking with
V WGI this is theresa hollis and i am not happy
A WGI im sorry to hear that theresa what happened
V OT i went to the emergency room in june and now i got a bill for nine hundred dollars saying you denied the claim i paid my premium every single month
A OT i understand how frustrating that is lets look at the claim can you give me your member id
V OT n s three three eight zero four one one
A OT n s three three eight zero four one one thank you one moment
A NIA okay im pulling up your claims now
V NIA uh huh
A OT okay i see the claim from june fourteenth the denial reason says the hospital billed it under an out of network provider id
V OT well it was the emergency room i didnt have time to check who was in network i was having chest pains
A OT youre absolutely right emergencies are covered in or out of network so that looks like a billing error i can submit a reconsideration on the claim
V OT how long is that gonna take because theyre calling me every week
A OT reconsiderations are usually decided within thirty days and you can tell the hospital the claim is under review
V OT i want to talk to a supervisor this is the second time this has happened
A OT i understand ill still submit the reconsideration now and then ill transfer you to my supervisor
V OT fine
A OT the reconsideration number is r c seven seven four one zero please write that down
V OT hold on let me find a pen
V NIA okay go ahead
A OT r c seven seven four one zero
V OT r c seven seven four one zero
A NIA okay please hold while i get my supervisor on the line
V NIA mm hm
A OT hi theresa this is lorraine im the supervisor brian filled me in on the claim
V OT good so what are you gonna do about it
A OT i marked the reconsideration as urgent and ill call the hospital billing office myself today to ask them to hold the account
V OT okay thats more like it thank you
A SG youll get a letter with the decision and i put my direct number on your account its eight hundred five five five zero one two nine extension four
V SG alright thank you lorraine
A SG youre welcome take care theresa
`,
  ),
  conversation(
    'voice',
    `
A WGI hi thanks for calling redwood senior advisors this is melissa and this is a recorded line
V NIA hello
A NIA hi can you hear me okay
V NIA yeah yeah i can hear you now
A WGI great whos calling today
V WGI this is curtis bell
A WGI hi curtis how are you
V WGI oh im alright cold morning out here in duluth
A NIA oh i bet how cold is it
V NIA it was nine below when i let the dog out
A NIA wow stay warm
A WGI so what can i help you with today
V MAI my buddy at the legion says he got a medicare plan that pays for his gym the silver snickers or something and i want to get that
A MAI i know the one youre talking about its silver sneakers its a fitness benefit that comes with a lot of medicare advantage plans
V MAI yeah silver sneakers thats it he goes to the y for free
A MAI right and those plans usually include dental and vision too
V MAI well thats even better
A AQ so lets see what you qualify for do you have both part a and part b
V AQ yes
A AQ and your date of birth
V AQ may fifth nineteen fifty seven
A AQ and youre in duluth whats your zip
V AQ five five eight zero five
A AQ five five eight zero five st louis county
V AQ yup
A AQ and what coverage do you have right now
V AQ i got a medigap plan g with uh mutual of something i pay like two hundred a month for it
A AQ okay a plan g and do you get any extra help with your prescriptions
V AQ no
A AD so tell me what doctors you see
V AD doctor lindgren at essentia
A AD essentia okay and any medicines
V AD just one for blood pressure amlodipine
A AD and which gym would you want to go to
V AD the y downtown same as my buddy
A NIA okay let me look one second
V NIA mm hm
A AR alright so the lake superior advantage ppo has silver sneakers and the downtown y is a participating location and essentia is in network
V AR and how much is it
A AR its zero dollars a month so compared to the two hundred on your plan g youd be saving that
V AR zero huh so whats the difference then
A AR with the plan g you pay almost nothing when you go to the doctor with this one you have co pays like zero for primary care and forty for specialists and the max out of pocket is four thousand nine hundred
V AR hmm so i could pay more if i got real sick
A AR yes thats the trade off for the lower premium and your amlodipine would be zero dollars
V AR well im pretty healthy knock on wood i think ill do it
A AR okay and one thing if you ever wanted to go back to a medigap later you might have to answer health questions
V AR i understand yeah lets go
A AR okay ill need your medicare number
V AR four t n six e a five m r two eight
A AR four t n six e a five m r two eight and your mailing address
V AR six twenty east fourth street duluth
A AR got it and you would call mutual to cancel the plan g once the new plan starts
V NIA okay
A SG youre all set curtis the card will come in about ten days and then you just take it to the y
V SG alright thanks melissa
A SG stay warm curtis bye now
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling horizon bridge insurance services this is gabe speaking on a recorded line whos this
V WGI hi gabe my name is norma jean whitaker
A WGI hi norma jean what can i do for you
V MPC well im moving to florida next month to be by my son and my plan now is only in ohio so i need a new one down there
A MPC okay so youre moving out of your plans service area and need a plan in florida
V MPC yes sir
A MPC moving gives you a special enrollment period so we can set up a new plan to start the month you move
V MPC oh good i was worried id have to wait till the fall
A AQ what plan do you have in ohio now
V AQ its the buckeye choice advantage
A AQ and whats the new address zip code in florida
V AQ its um three four two three two i think let me look yes three four two three two
A AQ three four two three two sarasota
V AQ thats right its a condo near the water
A AQ and what day are you moving
V AQ the movers come the twenty eighth so the first of the month ill be there
A AQ and your date of birth norma jean
V AQ december twelfth nineteen forty six
A AQ and you still have part a and b of course
V AQ yes
V NIA my son says i should have moved years ago he hates the snow more than me
A NIA ha florida winters are a lot easier thats for sure
A AD okay so youll need all new doctors down there is that right
V AD yes my son has a doctor doctor weiss he says shes real good
A AD and what medications do you take
V AD jardiance and um metformin and the eye drops for glaucoma
A AD do you know the name of the eye drops
V AD latanoprost
A AD okay and do you know which pharmacy youll use
V AD probably the publix by the condo
A NIA alright let me see what i can find one moment
A NIA are you still there norma jean
V NIA yes im here
A AR okay the gulfview complete hmo is zero premium doctor weiss is in network and jardiance is a forty seven dollar co pay the metformin and latanoprost are zero
V AR forty seven is that a month
A AR every month yes for a thirty day supply
V AR hmm i pay thirty five now
A AR theres also the coastal classic ppo where jardiance is thirty five but that plan is twenty two dollars a month
V AR so it comes out about the same
A AR about the same the hmo has a two thousand dollar dental benefit and the ppo has one thousand
V AR well then the hmo
A AR okay the gulfview complete hmo starting the first ill need your medicare number
V AR eight j m three w k four t p two five
A AR eight j m three w k four t p two five and the florida address
V AR fifteen ten bayshore road unit four b sarasota
A AR fifteen ten bayshore road unit four b got it
A SG okay norma jean youre all set your ohio plan ends when gulfview starts and the card will go to the new address good luck with the move
V SG thank you gabe i really appreciate it
A SG youre welcome take care
`,
  ),
  conversation(
    'voice',
    `
A WGI pearl coast dental this is ashley on a recorded line may i have your name
V WGI hi ashley its dominic reyes
A WGI hi dominic how are you doing
V WGI pretty good pretty good
A WGI what can i help you with today
V DII i need a dental plan that covers cleanings and a couple fillings nothing fancy just the basics
A DII sure so mostly preventive and basic work like fillings
V DII yeah exactly i havent been to a dentist in like three years
A DII no judgment at all most plans cover cleanings right away and fillings either right away or after a short wait
V NIA okay
A AQ how old are you dominic
V AQ forty four
A AQ and zip code
V AQ eight zero two one nine
A AQ eight zero two one nine denver
V AQ yep
A AQ do you have dental through work
V AQ no im a contractor so i dont get benefits
A AD do you have a dentist in mind
V AD no whoever is close to me
A AD and budget wise
V AD thirty bucks a month maybe
A AR okay the front range essential dental plan is twenty seven fifty a month cleanings and x rays at a hundred percent from day one fillings at seventy percent with no waiting period and theres a bunch of network dentists within five miles of you
V AR no wait on the fillings thats good
A AR no wait and the annual max is twelve hundred fifty
V AR cool lets do that
A AR great what card would you like to use for the premium
V AR a visa
A AR go ahead with the number when youre ready
V AR four one one one two two two two three three three three four four four four
A AR and the expiration
V AR oh nine twenty seven
A AR thank you and the billing zip is the same eight zero two one nine
V AR yes
A AR okay youre enrolled and the plan starts on the first
V OT oh hey one more thing i had a plan with you guys like three years ago and i think they charged me after i cancelled can i get that back
A OT let me check that for you do you remember about when you cancelled
V OT like march of twenty twenty two
A NIA okay give me one moment
V NIA sure
A OT okay i see the old policy it was cancelled in march but there was one more premium of twenty nine dollars drafted in april
V OT see i knew it
A OT i can send a refund request for that twenty nine dollars it would come as a check to your address in about three weeks
V NIA okay great thank you
A SG youre welcome dominic your new card will come in the mail and you can start booking a cleaning on the first
V SG awesome thanks ashley have a good one
A SG you too bye
`,
  ),
  conversation(
    'voice',
    `
A WGI liberty oak medicare advisors this is stephon on a recorded line who am i speaking with today
V WGI hey stephon this is gary pulaski
A WGI hi gary how can i help
V MAI yeah i get all my care at the va but my wife says i should look into one of these medicare advantage plans for the extra stuff you know the dental and the hearing aids
A MAI sure a lot of veterans do that there are medicare advantage plans built for people who use the va and they focus on the extra benefits
V MAI so i dont lose my va
A MAI no you keep your va benefits the plan just sits alongside it
V MAI okay good i aint giving up the va
A AQ do you have part a and part b gary
V AQ yes both
A AQ and your birthday
V AQ april eighteenth nineteen fifty one
A AQ and your zip
V AQ one eight five zero five scranton
A AQ one eight five zero five got it and besides the va do you have any other coverage like tricare for life
V AQ no just the va and medicare
A AQ okay and no medicaid
V AQ nope
A AD do you see any doctors outside the va
V AD i got a dentist doctor kowalski in town i pay cash
A AD and do you get your medicines through the va
V AD yeah all through the va mail order
A AD and the hearing aids you mentioned is that something you need soon
V AD yeah im half deaf from the army my wife says the tv is too loud
A NIA sorry can you say that again you cut out a little
V AD my wife says the tv is too loud
A NIA ha okay got it
A AR alright so theres a plan called the keystone patriot ppo its made for veterans its zero dollars a month it has no drug coverage since you use the va and it gives a one hundred dollar a month give back on your part b
V AR a hundred dollars a month back
A AR yes and it has twenty five hundred a year for dental doctor kowalski is in network and up to two thousand per ear for hearing aids
V AR two thousand each ear thats real
A AR thats real and primary care is zero co pay specialists are twenty five
V AR and i can still go to the va
A AR yes the va stays exactly the same this is on top
V AR alright lets sign me up
A AR okay ill need your medicare number
V AR seven n t two h five w g q nine one
A AR seven n t two h five w g q nine one and is your address still the one medicare has
V AR yes same house forty years
A SG okay gary youre all set youll get a card and a welcome call and the give back usually shows up in your social security after a couple months
V SG alright thanks a lot stephon
A SG thank you for your service gary take care
`,
  ),
  conversation(
    'voice',
    `
A WGI granite state health customer service this is olivia on a recorded line may i get your name
V WGI yeah its bruce tanner
A WGI hi bruce what can i help with today
V OT i moved and i need to change my address
A OT sure i can do that can i get your member id
V OT g s two nine one four four seven
A OT g s two nine one four four seven and whats the old address we have on file
V OT twelve mill street concord
A OT okay and whats the new address
V OT forty seven pleasant view road apartment two bow new hampshire zero three three zero four
A OT forty seven pleasant view road apartment two bow zero three three zero four
V OT yeah
A OT okay thats updated and since youre still in the same county your plan doesnt change
V OT and while i got you why did my premium go up eleven dollars this year nobody told me nothing
A OT the premium change was in the annual notice of change that went out in september it went from thirty one to forty two
V OT well i never saw it and i think its a rip off honestly eleven dollars a month adds up
A OT i understand and i can note your complaint on the account
V OT yeah do that
A OT done ive logged it as a premium complaint and the new address will be on your next bill
V NIA okay
A SG anything else i can do for you today bruce
V SG no thats it
A SG thanks for calling bruce have a good day
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling summit ridge insurance agency this is paula this call is recorded who am i speaking with
V WGI hello paula this is ruth ellison
A WGI hi ruth how are you today
V WGI oh just fine thank you dear
A WGI wonderful what can i help you with
V MPC well i have a supplement a plan f and its gotten so expensive its two hundred and eighty dollars now and i just cant keep doing that on my social security so i want to drop it and go to something cheaper
A MPC okay so youd like to drop your medicare supplement and move to a lower cost plan
V MPC yes if i can
A MPC we can look at medicare advantage plans which are often zero premium or a cheaper supplement if you want to keep that type
V MPC i just want to pay less
A AQ who is the supplement with
V AQ its with uh continental heritage
A AQ and do you have a separate drug plan too
V AQ yes with silverpoint rx
A AQ okay and your date of birth
V AQ november the thirtieth nineteen forty one
A AQ and zip code
V AQ two seven four zero three
A AQ two seven four zero three greensboro
V AQ yes maam
V OT oh while i think about it continental took out two payments in march do you know anything about that
A OT i wouldnt be able to see their billing but if they took out two payments you would want to call continental and ask for a refund of the extra one
V OT i did and they said they would look into it and then i never heard back
A OT id call them back and ask for a reference number this time so it doesnt get lost
V OT okay i will
A AD alright now what doctors are you seeing
V AD doctor greene and a kidney doctor doctor abara
A AD and your medications
V AD oh i take a lot let me read them to you amlodipine furosemide potassium and the sevelamer
A AD okay and the pharmacy
V AD the harris teeter
A NIA one moment let me pull those up
V NIA all right
A NIA ruth are you still on the line
V NIA yes dear
A AR so ruth the piedmont plus hmo is zero dollars a month doctor greene and doctor abara are both in it and all four of your medicines are covered the sevelamer is thirty eight dollars the rest are zero
V AR zero dollars a month so i save the two eighty
A AR right you would save the two eighty and whatever you pay for silverpoint but you would have co pays like forty dollars for doctor abara
A AD actually how often do you see doctor abara
V AD every three months
A AD okay so thats four visits a year
V AR so thats a hundred sixty dollars a year for him thats still a lot less
A AR it is and the max out of pocket is four thousand two hundred in case of a hospital stay
V AR well okay thank you that helps i think i want to do it
A AR okay ill need your medicare number
V AR three a e seven h four n k m one one
A AR three a e seven h four n k m one one and after it starts you would call continental and silverpoint to cancel dont cancel until then
V AR dont cancel till its started got it
A SG wonderful youre all set ruth the new card will come in about two weeks and my direct line is three three six five five five zero one four one
V SG thank you so much paula god bless
A SG you too ruth bye now
`,
  ),
  conversation(
    'voice',
    `
A WGI hi thanks for calling apex dental partners this is nick on a recorded line can i get your name
V WGI yeah hi nick its samantha cole
A WGI hi samantha how can i help
V DII we need dental insurance for me and my husband he has a crown that needs to be redone and i just need cleanings
A DII okay so a plan for two people that covers a crown for him and preventive for you
V DII right and is the crown going to be covered right away
A DII crowns are usually major services so there might be a waiting period of six to twelve months though a few plans cover them sooner at a lower percentage
V DII ugh okay
A AQ what are your ages
V AQ im fifty one and hes fifty four
A AQ and your zip
V AQ three zero zero six two
A AQ three zero zero six two marietta
V AQ yep
A AQ and does either of you have dental through work now
V AQ no he lost his job in the spring thats kind of why were calling
A AD sorry to hear that do you have a dentist you go to
V AD yes doctor nguyen on roswell road
A AD and whats your budget for the two of you
V AD under a hundred for sure
A NIA okay let me check one moment
V NIA sure
A AR okay the peachtree dental plus for two people is eighty four dollars a month doctor nguyen is in network your cleanings are a hundred percent and the crown is covered at fifty percent after six months
V AR six months
A AR or theres the dental advantage now plan at ninety two a month that covers crowns at twenty five percent from day one and fifty percent after a year
V AR hmm i need to ask him which he wants hes at work right now
A AR of course i can email both to you
V AR yes its sam cole at my mail dot com
A AR s a m c o l e at my mail dot com
V AR yes
A SG i sent them and when youre ready just call back and ask for nick extension two one four
V SG perfect thank you nick
A SG thanks samantha bye
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling cedar crest health plans member services my name is jasmine on a recorded line
V WGI yeah my name is leonard shaw
V OT and i want to talk to a supervisor right now
A OT hi leonard im sorry youre upset can you tell me whats going on so i can help
V OT somebody from one of these agencies switched me into your plan and i never said yes to that and now my doctor wont take it
A OT im so sorry about that an enrollment you didnt agree to is serious and i want to get it fixed
V OT i already told two people the same thing i want a supervisor
A OT i understand let me just note the account so the supervisor has it can i get your member id
V OT c c four zero eight eight one three
A OT c c four zero eight eight one three thank you please hold while i get the supervisor
A NIA thank you for holding
V NIA uh huh
A OT hi mister shaw this is ken i supervise this team jasmine told me about the enrollment you didnt authorize
V OT yes and i want it undone and i want my old plan back
A OT i can file this as an enrollment dispute with medicare that usually puts you back in your old plan as if this never happened
V OT and what about my doctor visit last week they denied it
A OT once youre back in your old plan that claim gets sent to them so you shouldnt owe anything
V OT well it better
A OT ill also report the agent who submitted it you should get a letter in about two weeks
V OT okay thank you ken that is more like it
A SG youre welcome and again im sorry if anything else comes up ask for me ken extension five five
V SG alright bye
`,
  ),
  conversation(
    'voice',
    `
A WGI good morning thanks for calling prime path medicare help this is lauren on a recorded line who am i speaking with
V WGI good morning um my name is javier molina
A WGI hi javier how can i help
V OT i need health insurance i lost my job and im fifty nine and i need something till i get medicare
A OT okay so you need individual health insurance were a medicare agency so we only help people who are on medicare but i can transfer you to a partner that does the marketplace plans
V OT oh okay yeah please
A OT before i transfer is there anything else
V OT no just that
A NIA okay please stay on the line while i connect you
V NIA okay
A OT hi this is lauren from prime path i have javier who needs an individual plan in the marketplace
A SG javier youre with them now good luck
V SG thank you lauren
`,
  ),
  conversation(
    'voice',
    `
A WGI bayou state benefits this is marcus on a recorded line can i have your name
V WGI yes this is shirley broussard
A WGI hi miss shirley how you doing today
V WGI oh honey the humidity is killing me but im hanging in
A NIA ha its brutal today for sure
A WGI so what can i do for you
V MAI my friend at church told me if i got medicaid i could get one of these advantage plans that gives you a food card and i want to know about it
A MAI yes maam there are medicare advantage plans for people who have both medicare and medicaid and a lot of them have a card for groceries and over the counter items
V MAI and its free
A MAI for people with full medicaid its usually zero premium and very low or no co pays
V MAI well thats what i need
A AQ okay so do you have medicaid now
V AQ yes i got the medicaid card and the medicare card
A AQ and part a and part b both
V AQ yes
A AQ and your date of birth
V AQ february the second nineteen fifty five
A AQ and your zip
V AQ seven zero five zero one lafayette
A AQ seven zero five zero one and do you have any plan right now or just the cards
V AQ just the cards
A AD alright who is your doctor
V AD doctor thibodeaux
A AD and do you take any medicines
V AD insulin the lantus and my water pill
A AD and what pharmacy
V AD walgreens on johnston street
A NIA let me look one second
V NIA okay baby
A NIA hello miss shirley you still there
V NIA im here i just had to turn down the tv
A AR okay so the acadiana dual complete hmo is zero dollars a month zero co pays for doctors and your lantus and water pill are zero
V AR and the food card
A AR its a card with one hundred sixty dollars a month for groceries and over the counter things at walmart walgreens and dollar general
V AR a hundred sixty dollars every month
A AQ oh wait before we go on i need to confirm what kind of medicaid you have is it full medicaid or does it only pay your part b
V AQ i think its the full one it pays for everything
A AQ okay ill verify it when i submit and if its only the part b kind this plan still works
V NIA okay
A AR so do you want to enroll in the acadiana dual complete
V AR yes sir lets do it
A AR ill need your medicare number
V AR six f k one u m three e r nine two
A AR six f k one u m three e r nine two and your medicaid id
V AR oh lord let me find it
V AR its zero one one eight eight four seven two five five six
A AR got it youre enrolled
A SG youll get your card and the food card in the mail in about two weeks and someone will call to welcome you
V SG thank you baby god bless
A SG god bless you too miss shirley bye
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling magnolia trail insurance this is wesley on a recorded line may i have your name
V WGI yes my name is claudette pryor
A WGI hi claudette how can i help you today
V OT well before i tell you anything are you licensed in georgia because the last man who called me wasnt even licensed
A OT yes maam i am im licensed in georgia my license number is three three eight one nine zero four and you can look me up on the georgia insurance commissioner website
V OT and youre not gonna charge me nothing
A OT no maam theres no cost to you for our help were paid by the insurance companies
V NIA alright then
V MAI well i want to get one of these medicare advantage plans that has the dental and the over the counter card because my plan now dont have nothing like that
A MAI okay so youre interested in a medicare advantage plan with dental and an over the counter allowance
V MAI yes and i dont want to pay more than i do now
A MAI that makes sense a lot of those plans have no monthly premium
A AQ what plan are you in now claudette
V AQ its called the magnolia senior basic
A AQ thats an advantage plan already and what county do you live in
V AQ richmond county augusta
A AQ and your zip
V AQ three zero nine zero nine
A AQ three zero nine zero nine and your date of birth
V AQ july the fourth nineteen forty nine a firecracker baby
A NIA ha thats a good birthday
A AQ and you dont have medicaid right
V AQ no i make too much they say which is funny to me
A AD so what doctors do you see
V AD doctor hampton and doctor liu the foot doctor
A AD and medications
V AD gabapentin and the januvia
A AD and which pharmacy do you use
V AD kroger on washington road
A AD and how important is the dental to you out of everything
V AD real important i got a bridge thats loose
A NIA one moment while i look these up
V NIA okay
A AR so the river city extra hmo is zero dollars a month doctor hampton and doctor liu are both in network the gabapentin is zero and januvia is forty seven
V AR what about the teeth
A AR it has two thousand dollars a year for dental which would cover fixing a bridge at a network dentist and a fifty dollar a month over the counter card
V AR well that beats what i got now
A AR and since youre already in an advantage plan the change would start january first
V AR okay lets do it
A AR ill need your medicare number claudette
V AR one c p nine r t four m a two six
A AR one c p nine r t four m a two six and is your mailing address the same
V AR yes
A SG okay youre all set your new card comes in december thank you for trusting me today
V SG well you been real nice wesley thank you
A SG thank you maam bye bye
`,
  ),
  conversation(
    'voice',
    `
A WGI good afternoon coastal keystone insurance this is hannah on a recorded line whos calling please
V WGI hi hannah its dennis ferreira
A WGI hi dennis what can i help with today
V MPC im sick of my plan honestly every time my doctor wants to send me to a specialist they deny it or make me wait three weeks for the referral i want out
A MPC im sorry thats been happening so youd like to switch to a plan where you dont need referrals
V MPC exactly no more referrals
A MPC okay a ppo plan usually doesnt need referrals so well look at those
V MPC thats what i want
A AQ what plan are you in now
V AQ its the tidewater select hmo
A AQ and your zip code
V AQ zero two seven four zero
A AQ zero two seven four zero new bedford and date of birth
V AQ september eighth nineteen fifty two
A AQ and you have a and b
V AQ yeah
A AQ did you join tidewater this year or last year
V AQ last year in october
A AD okay and what specialists are you trying to see
V AD a back guy a spine doctor doctor castellano and my heart doctor doctor sheikh
A AD and your primary doctor
V AD doctor amaral
A AD and medications
V AD uh the atorvastatin clopidogrel and the meloxicam
A AD and pharmacy
V AD cvs on acushnet avenue
A NIA okay one second dennis
A NIA hello dennis
V NIA yeah still here just getting a glass of water
A AR okay so the bay colony freedom ppo no referrals needed all three doctors are in network its eighteen dollars a month specialist co pay is forty and the max out of pocket is five thousand five hundred
V AR eighteen dollars i pay zero now
A AR right the zero premium ppos in your area dont have doctor castellano unfortunately
V AR okay yeah eighteen bucks is fine if i can just see my doctors
A AD one more thing do you wear hearing aids or need them
V AD my wife says i do ha but i dont have any
A AD okay so it could be something you use down the road
V AR does this one cover them
A AR it has up to one thousand per ear every three years
V AR oh thats good okay thank you that helps
A AR so shall we go ahead with the bay colony freedom ppo
V AR yeah
A AR and for the eighteen dollars do you want it taken out of your social security check or a bank draft
V AR social security is easier
A AR okay deducted from social security and ill need your medicare number
V AR five n d eight a t two w k three seven
A AR five n d eight a t two w k three seven
V OT oh and tidewater charged me the whole month of march when i was in the hospital do you know if i can get that back
A OT i cant refund a tidewater charge from here but i can give you their member services number and you can ask them for a billing review
V OT alright give it to me
A OT its eight hundred five five five zero one nine eight
V NIA got it
A SG okay dennis youre all set with bay colony starting january first youll get your card and a welcome call thanks for calling
V SG thanks hannah bye
A SG bye dennis
`,
  ),
  conversation(
    'voice',
    `
A WGI thanks for calling keystone smile dental this is rob on a recorded line can i get your name
V WGI yeah its tiffany
A WGI hi tiffany how can i help
V DII im looking for dental insurance because i think i need a root canal and my tooth is killing me
A DII oh no okay so youre looking for a plan that covers a root canal as soon as possible
V DII yeah like does anybody cover it right away
A DII a few plans do cover root canals without a wait but at a lower percentage like twenty to thirty percent in the first year
V DII okay thats still better than nothing
A AQ how old are you tiffany
V AQ thirty six
A AQ and zip
V AQ nine three seven two six
A AQ nine three seven two six fresno
V AQ mm hm
A AQ and any dental coverage right now
V AQ no
A AD do you have a dentist already
V AD not really i was gonna go to the one by my work
A AD whats the budget you want to stay under
V AD like forty dollars but honestly i dont get paid till friday can i call back friday
A AD of course is it alright if i ask a couple more things so i have them ready
V AD sure
A AD do you know the name of the dentist by your work
V AD its valley bright dental on shaw avenue
A SG okay i have that noted call me back friday and ask for rob and well have it ready to go
V SG okay thanks rob
A SG feel better tiffany
`,
  ),
  conversation(
    'voice',
    `
A WGI reliant shield dental member services this is crystal on a recorded line may i have your name
V WGI yes this is maurice holloway
A WGI hi maurice how can i help
V OT i got my dencher made in august and i sent in the claim and i got a letter saying you only paid three hundred and i thought the plan paid half
A OT okay lets look at that claim can i get your member id number
V OT r s six six two zero one eight
A OT six six two zero one eight thank you
A NIA one moment
V NIA okay
A OT okay i see the claim for the upper denture the dentist billed sixteen hundred but the allowed amount for a network dentist is six hundred so fifty percent of that is three hundred
V OT well that dont seem right the dentist said he was in the network
A OT hes listed as out of network on our side so the allowed amount is lower but if he thinks hes in network he can call provider services and ask for a review
V OT so i gotta go back to the dentist
A OT yes or i can open a claim review from here and request that they check his network status
V OT yeah do that please
A OT okay claim review number c r four one one seven two it takes about thirty days
V OT c r four one one seven two okay
A OT and youll get a letter with the result
V NIA okay
V NIA i tell you this getting old business is expensive
A NIA i hear you
A SG anything else for you today maurice
V SG no thats all thank you
A SG thank you maurice have a good evening
`,
  ),
  conversation(
    'voice',
    `
A WGI hello thank you for calling fairmont senior plans this is eric on a recorded line who am i speaking with
V WGI hi eric this is jennifer im calling for my mom shes right here with me on speaker
V WGI hello
A WGI hi there whats your moms name
V WGI its barbara novak
A WGI hi barbara hi jennifer how can i help
V MAI so my mom just got her medicare and she keeps getting ads about the advantage plans with the dental and vision and we wanna know if its a good idea for her
A MAI sure medicare advantage plans combine the hospital and doctor coverage with drug coverage and most include dental vision and hearing and many are zero premium
V MAI and is there a downside
A MAI the main thing is youd use the plans network of doctors and there are co pays instead of the eighty twenty of original medicare
V MAI okay mom wants to see what shed get
A AQ okay first do you have barbaras medicare card handy to check her part a and b dates
V AQ yes it says part a june first part b june first twenty twenty five
A AQ and her date of birth
V AQ may twenty sixth nineteen sixty
A AQ and the zip code
V AQ six zero four five three
A AQ six zero four five three oak lawn illinois
V AQ yes
A AQ and does she have any other coverage now like from her job or a spouse
V AQ she had it from dad but he passed last year so nothing now
A NIA oh im so sorry to hear that
V NIA thank you its been a hard year
A AD barbara do you have a regular doctor
V AD yes doctor rossi at advocate christ
A AD and any medications
V AD just the synthroid and vitamin d
A AD and whats most important to you for the extras
V AD she says the teeth and her glasses
A NIA alright let me look at a couple plans
V NIA take your time
A NIA still there jennifer
V NIA yep were here
A AR okay so the lakeside advantage plus hmo is zero dollars a month doctor rossi is in network and synthroid is zero
V AR and the teeth
A AR it has fifteen hundred a year for dental and a hundred fifty toward glasses every year plus a free eye exam
V AR mom says what about if she goes to see my brother in denver
A AR on the hmo shed be covered for emergencies and urgent care only out there
A AD how often does she go to denver
V AD once a year for christmas maybe a week
V AR okay then thats fine she says go ahead
A AR great ill need barbaras medicare number
V AR nine k w three m t one a r four four
A AR nine k w three m t one a r four four and the mailing address is the one on file
V AR yes
A SG okay youre all set barbara youll get a card and a welcome packet and a nurse may call for a quick health check
V SG thank you so much eric
V SG bye thank you
A SG bye barbara bye jennifer
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling pinecrest health member services this is alicia on a recorded line
V WGI hi alicia my name is floyd akers
A WGI hi floyd how can i help
V OT i signed up for the plan six weeks ago and i never got my card and i got a doctor appointment next tuesday
A OT im sorry about that lets find out whats going on whats your date of enrollment or your member id if you have it
V OT i dont have no member id thats why im calling i aint got a card
A OT of course can you give me the mailing address you used
V OT twenty nine ridge road
A OT ridge road in which town
V OT hickory north carolina
A NIA okay one moment please
V NIA yeah
A OT okay i found you floyd the card was mailed to twenty nine ridge road in hickory but it came back undeliverable because the zip was entered as two eight six zero two instead of two eight six zero one
V OT well thats not my fault
A OT no sir im sorry about that i fixed the zip and ordered a new card and i can give you your member id now so you can use it at the doctor
V OT go ahead
A OT p c eight eight three zero two one
V OT p c eight eight three zero two one
A OT thats right and ill fax proof of coverage to your doctors office if you give me their name
V OT doctor harmon at catawba family medicine
A OT okay ill send it today
V NIA alright thank you
A SG your card should come in about seven days anything else floyd
V SG no thats it bye
A SG bye floyd take care
`,
  ),
  conversation(
    'voice',
    `
A WGI hello you have reached evermore medicare planning my name is trevor on a recorded line can i get your name
V WGI hey trevor this is louise mcallister
A WGI hi louise how are you today
V WGI oh im alright my knees are aching with this rain coming in
A NIA oh thats no fun
V NIA no it isnt but at least my roses like it
A WGI ha well what can i do for you today louise
V MPC well the annual enrollment thing is going on and i got a letter from my plan saying my drugs are going to cost more next year so i want to shop around
A MPC okay so your current plan is changing your drug costs for next year and youd like to compare plans
V MPC yes i want to see if theres something better
A MPC sure thing and anything you pick now starts january first
A AQ who is your current plan with
V AQ oak valley advantage
A AQ and your zip
V AQ five three seven one nine
A AQ five three seven one nine madison and your date of birth
V AQ january sixteenth nineteen fifty three
A AD alright which medications are you taking
V AD eliquis jardiance and um the trelegy inhaler
A AD okay those are some of the pricier ones what pharmacy
V AD walgreens on university
A AD and doctors
V AD doctor sorensen and a lung doctor doctor kapoor
A AQ oh and one more question about eligibility does your husband have any coverage through work that you could be on
V AQ no hes retired too hes on medicare
A AQ okay and neither of you get extra help
V AQ no
A NIA okay one moment while i run all three drugs
V NIA sure
A AR okay so the badger state premier ppo is thirty four dollars a month eliquis and jardiance are forty seven each and trelegy is forty seven and your drug deductible is zero
V AR so how much would i save
A AR on oak valley next year those three come to about a hundred eighty a month with the new deductible on this plan its one forty one plus the thirty four premium so about the same a little less
V AR hmm so not much
A AR there is another one the four lakes choice hmo which is zero premium and the drugs are the same forty seven each so one forty one total but doctor kapoor is not in its network
V AR oh i cant lose doctor kapoor
A AR then the badger state ppo is your best bet
V AR well whats the deductible for the hospital on that one
A AR theres a three hundred dollar a day hospital co pay for the first five days and the max out of pocket is six thousand
V AR alright okay lets do the badger one
A AR for the thirty four a month would you like that from your social security check or a bank draft
V AR social security
A AR okay and your medicare number please
V AR two h n five e t three y k eight one
A AR two h n five e t three y k eight one
V OT and how do i pay my last oak valley bill do i still pay december
A OT yes youd still pay oak valley through december as usual and then it stops
V NIA okay good
A SG alright louise youre all set the badger state card will come mid december thank you for calling
V SG thank you trevor you were very patient with me
A SG my pleasure louise stay dry bye now
`,
  ),
  conversation(
    'voice',
    `
A WGI hi thanks for calling sterling grove senior benefits this is anita on a recorded line who do i have
V WGI yeah hi this is pete
V OT um i need to cancel my car insurance
A OT oh okay were actually a medicare insurance agency so we dont handle car insurance you would need to call your auto carrier directly
V OT oh jeez i must have called the wrong number
A OT no worries it happens do you know who your auto insurance is with
V OT uh its with hilltop mutual
A OT their number should be on your insurance card or your bill
V OT okay ill look sorry to bother you
A SG no bother at all have a good day pete
V SG you too bye
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling silver harbor dental this is megan on a recorded line may i have your name
V WGI hi megan this is arthur lindsey
A WGI hi arthur how can i help you today
V DII well im on medicare and i found out the hard way medicare dont pay for teeth and i need a new set of denchers upper and lower
A DII youre right original medicare doesnt cover dental so youre looking for a dental plan that covers full dentures
V DII yes maam and somebody told me theres plans just for the teeth
A DII there are dental only plans that you can have alongside medicare and some cover dentures after a waiting period
V DII how long is the wait
A DII it depends on the plan anywhere from no wait at a lower percentage up to twelve months
V DII well i cant chew a steak right now so sooner the better
A AQ okay let me ask a few things how old are you arthur
V AQ seventy seven
A AQ and your zip code
V AQ four six two two seven
A AQ four six two two seven indianapolis and do you have any medicare advantage plan or is it just original medicare
V AQ just the original and a supplement
A AQ okay so no dental from any of that
V AQ nope
A AD do you have a dentist you go to
V AD i used to go to doctor whitfield but he retired so no
A AD okay and besides the dentures anything else you need done
V AD just the dentures ive only got four teeth left and theyre coming out too
A AD and whats a comfortable monthly budget
V AD maybe fifty sixty dollars
A NIA let me check the plans one moment
V NIA okay
A NIA arthur are you still there
V NIA yeah i was just letting the cat in
A AR okay so the hoosier senior dental plus plan is fifty two dollars a month it covers extractions at fifty percent after three months and dentures at fifty percent after six months with a two thousand dollar yearly max
V AR so i could get them by spring
A AR yes if you started on the first of next month you could have the dentures covered by june
V AR and they got a dentist near me
A AR there are eleven network dentists within ten miles of your zip
V AR okay thank you that helps so do i have to fill something out
A AR i can do it with you on the phone right now it takes about five minutes
V AR alright lets do it
A AR how would you like to pay the fifty two dollars each month card or bank account
V AR take it out of my checking
A AR okay whats the routing number
V AR zero seven four zero zero zero zero one zero
A AR and the account number
V AR four four eight one zero two two seven
A AR four four eight one zero two two seven and what day of the month works
V AR the third thats when my check comes
A AR the third it is youre enrolled arthur
A SG youll get a welcome kit with a list of dentists and your card in about a week thank you for calling
V SG thank you megan youve been a big help
A SG you too arthur enjoy that steak soon
`,
  ),
  conversation(
    'voice',
    `
A WGI hi is this mister ken oduya
V WGI yeah speaking
A WGI hi ken this is dana from westmark senior advisors we talked on monday im calling back like we planned is now still a good time
V WGI oh yeah dana hi yeah i got a few minutes
A NIA great how was your weekend
V NIA oh we had the grandkids all weekend so im exhausted
A NIA ha i bet
A AD so last time you were going to get me the list of your prescriptions do you have them handy
V AD yeah i got em right here you ready
A AD go ahead
V AD okay theres metoprolol succinate twenty five milligram the losartan fifty and um the ozempic
A AD ozempic o z e m p i c
V AD yeah thats it my doctor just started me on that
A AD and you said you use the meijer pharmacy right
V AD right
A NIA okay let me run those real quick one moment
V NIA sure
A AR alright so the plan i was leaning toward the great lakes value hmo covers all three the metoprolol and losartan are zero and ozempic is forty seven dollars a month
V AR the ozempic is only forty seven
A AR on that plan yes its on tier three
V AR my buddy pays like a thousand for it
A AR he might not have coverage for it or be in the deductible this plan has no drug deductible on tier three
V AR and doctor hubbard is in it right thats what you said monday
A AR yes doctor hubbard is in network and its zero dollars a month
V AR alright lets sign up then
A AR okay do you have your medicare number handy
V AR uh hang on its in my wallet
V AR okay its three w t one k m seven n e two two
A AR three w t one k m seven n e two two and the mailing address is the one on grand river avenue
V AR yeah thats it
A AR and you still want to keep the dental rider we talked about for twelve dollars a month
V AR yeah put that on
A AR and for the twelve dollars should that come out of your social security
V AR yeah that works
A SG youre all set ken the card should be there in two weeks and ill check in with you in january
V SG thanks dana appreciate you calling back
A SG anytime enjoy the grandkids
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling heritage pines health plan member services this is sandra on a recorded line
V WGI hi sandra my name is maxine dubois
A WGI hi maxine how can i help you
V OT my husband raymond passed away last month and he was on your plan and i dont know what i need to do
A NIA oh maxine im so sorry for your loss
V NIA thank you we were married fifty three years
A NIA fifty three years thats beautiful
A OT ill help you take care of this can i get his member id or his date of birth
V OT his member id is h p two two nine one four six
A OT thank you one moment
V NIA okay
A OT okay i see raymonds plan we already got notice from social security so his coverage ended the end of last month
V OT and they took out his premium for this month out of his check will i get that back
A OT yes the premium for this month will be refunded it goes back to his social security which will send it to the estate or to you as the survivor
V OT oh okay i didnt know who to ask
A OT also if there are any claims from his last hospital stay they will still be paid as normal
V OT thank god for that
A OT and your own plan with us doesnt change at all
V OT oh good
A SG is there anything else i can help with or anything you want to ask
V SG no i think thats all you been very kind
A SG take care of yourself maxine and call us anytime
V SG thank you honey bye
`,
  ),
  conversation(
    'voice',
    `
A WGI good morning thanks for calling northgate medicare services this is jerome on a recorded line may i have your name
V WGI morning jerome its patricia okafor
A WGI hi patricia what can i do for you
V MAI i saw a commercial saying i could get a zero premium medicare vantage plan with a giveback and i want to know if i can get one
A MAI sure those are medicare advantage plans some of them have a part b giveback where money goes back in your social security check
V MAI thats what i want
A AQ okay do you have your part a and part b
V AQ i have part a but i didnt take part b because im still working
A AQ okay are you covered through your employer then
V AQ yes through the hospital where i work i have blue plan coverage
A AQ and how old are you
V AQ sixty eight
A AQ okay so to join a medicare advantage plan youd need to have part b and if you took it youd be paying the part b premium and you might lose your employer coverage
V AQ oh i didnt know that
A AQ a lot of people dont its usually best to stay on the employer plan until you retire and then sign up for part b without a penalty
V AQ i plan to retire next summer
A AQ then that would be a good time to call us about two months before
V NIA okay thats good to know
A SG ill send you my card in the mail if you give me your address or you can just call this number and ask for jerome
V SG ill just call back when im closer thank you jerome
A SG thank you patricia have a great day
`,
  ),
  conversation(
    'voice',
    `
A WGI ironwood benefit partners this is camille on a recorded line can i get your name
V WGI hi camille its stanley fisher
A WGI hi stanley how can i help
V MPC im on a medicare advantage plan and ive had it and i want to go back to regular medicare with a supplement like i had before
A MPC okay so youd like to leave your advantage plan and go back to original medicare plus a medigap supplement
V MPC yeah with the advantage i keep getting stuck with bills and the hospital i like isnt in it
A MPC got it we can look at supplements but a supplement may ask health questions when youre switching outside your first year
V MPC health questions what kind
A MPC things like if youve had cancer heart failure or copd in the last couple years
V MPC oh i dont have none of that
A AQ okay good what advantage plan are you on now
V AQ its with summit crest advantage
A AQ and how long have you had it
V AQ three years
A AQ and your zip
V AQ eight four one zero six
A AQ eight four one zero six salt lake city and your date of birth
V AQ august second nineteen fifty five
A AQ and you have part a and b
V AQ yes
A AD and are you a smoker
V AD no quit in the nineties
A AD which hospital is it you want to use
V AD st marks
A AD and medications
V AD just the lipitor and sometimes a allergy pill
A AD and what is a premium youre comfortable with for the supplement
V AD i can do maybe a hundred fifty
A NIA okay give me a second here
A NIA sorry about the wait
V NIA thats alright
A AR so for a plan g in your zip the wasatch mutual plan g is one thirty eight a month and a plan n with the same company is ninety nine
V AR whats the difference
A AR with plan g you pay the part b deductible and then nothing with plan n you pay up to twenty dollars for doctor visits and fifty for the er
V AR and st marks takes both
A AR with any supplement you can go to any hospital that takes medicare so yes
V AR i think ill go with the g
A AR and youd need a drug plan too the summit crest one had your drugs the ridgeline rx plan is nine dollars a month and lipitor is zero
V AR okay add that too
A AR okay for the supplement there are a few health questions in the last two years have you been hospitalized overnight
V AR no
A AR have you been told you need surgery
V AR no
A AR and do you use oxygen
V AR no
A AR okay and how would you like to pay for the plan g bank draft or card
V AR bank draft
A AR whats the routing number
V AR one two four zero zero zero zero five four
A AR and the account
V AR nine nine zero two one three six
A AR great the application is in you should hear back in about a week then we time your advantage plan to end when the supplement starts
V NIA okay
A SG ill call you when its approved stanley thanks so much
V SG okay thank you camille bye
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling clearview health plan member line this is diego on a recorded line how can i help you
V WGI yeah this is evelyn grant
V OT i want to file a complaint about one of your doctors offices they were rude to me and they made me wait two hours
A OT im sorry to hear that evelyn i can file a grievance for you can i have your member id
V NIA hello
A NIA hi yes i can hear you can you hear me
V NIA i can now go ahead
A OT i said i can file a grievance for you can i get your member id
V OT c v one one four four five zero
A OT c v one one four four five zero and which office was it
V OT the family clinic on oak street doctor pham
A OT and what date was the visit
V OT last thursday the fourteenth
A OT okay i wrote that you waited two hours and the front desk staff was rude is that right
V OT yes they were talking to me like i was a child
A OT i put that in the grievance the number is g r eight eight one zero youll get a letter within thirty days
V OT okay and can i switch doctors
A OT yes you can change your primary doctor anytime would you like to do that now
V OT yes put me with a different one please
A OT doctor yeung at the same clinic or doctor ellis across town
V OT doctor ellis
A OT okay done starting the first of next month your primary doctor is doctor ellis and youll get a new card
V SG thank you diego
A SG youre welcome evelyn have a good afternoon
V SG you too
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling first meadow medicare advisors my name is kyle and this call is recorded can i have your name please
V NIA what
A WGI can i have your name please
V WGI oh my name im sorry its herbert herbert lang
A WGI hi herbert how can i help you today
V MAI i want one of those medicare advantage plans with the hearing aids because i cant hear nothing as you can tell
A MAI okay so a medicare advantage plan with hearing aid coverage a lot of them include hearing aids every year or every few years
V NIA say again
A MAI i said a lot of the advantage plans include hearing aids
V MAI oh good thats what i need and maybe the glasses too
A AQ okay whats your zip code herbert
V AQ the zip three eight one one nine
A AQ three eight one one nine memphis
V AQ thats right germantown area
A AQ and your date of birth
V AQ september the tenth nineteen forty four
A AQ and do you have medicare part a and b
V NIA part what
A AQ part a and part b on your red white and blue card
V AQ yeah both of em
A AQ and are you on any plan now
V AQ just the regular medicare my wife handled all that before she passed
A NIA im sorry to hear that
V NIA its alright its been four years
A AD do you have a doctor you see
V AD doctor bingham
A AD bingham b i n g h a m
V AD yep
A AD and any medications
V AD just the one for cholesterol i think its simvastatin
A AD and hearing aids and glasses are the most important extras to you
V AD yes sir
A NIA one moment let me look
V NIA what was that
A NIA just one moment im looking up plans
V NIA okay
A AR okay herbert the delta river advantage hmo is zero dollars a month doctor bingham is in network simvastatin is zero
V AR and the hearing aids
A AR it covers two hearing aids every year up to fifteen hundred each and a hearing test
V AR every year
A AR every year and glasses up to two hundred dollars
V AR boy thats something okay
A AR shall we enroll you
V AR yes sir
A AR i need your medicare number from the card
V AR its four y t seven n k two a h one nine
A AR four y t seven n k two a h one nine
V AR right
A SG youre enrolled herbert youll get a card in the mail and someone will call about setting up the hearing test thank you
V SG thank you young man bye now
`,
  ),
  conversation(
    'voice',
    `
A WGI hi this is corinne with tallgrass dental solutions on a recorded line who am i speaking with
V WGI hey corinne its mitchell
A WGI hi mitchell whats going on today
V DII i need dental insurance i got two cavities and my gums are bleeding and the dentist said i need a deep cleaning
A DII okay so a plan that covers fillings and deep cleaning the deep cleaning is called scaling and root planing
V DII yeah that
A DII those are usually basic services some plans cover them right away others after a few months
A AQ how old are you mitchell
V AQ twenty nine
A AQ and your zip
V AQ six six two zero four
A AQ six six two zero four overland park and do you have coverage now
V AQ no
A AD do you have a dentist
V AD yeah doctor harlan on metcalf
A AD and a monthly budget
V AD i dunno twenty five
A AR okay the prairie basic dental is twenty one dollars a month and covers cleanings at a hundred percent and fillings at fifty percent after three months
V AR what about the deep cleaning
A AR on that one the deep cleaning is also fifty percent after three months
V AR and doctor harlan
A AR hes in network
A AQ oh actually before you decide are you a student or do you have a spouse on a plan through work because some plans give a discount
V AQ im in grad school part time at uk no wait ku
A AQ okay students under thirty qualify for the campus dental saver plan let me check that
V NIA okay
A AR so the campus dental saver is eighteen dollars a month with fillings and deep cleaning at sixty percent and no waiting period
V AR no wait and cheaper thats way better
A AR and doctor harlan is in that network too
V AR lets do that one
A AR great what card do you want to use
V AR debit card
A AR go ahead with the number
V AR five five five five four four four four three three three three two two two two
A AR five five five five four four four four three three three three two two two two and the expiration
V AR zero three twenty eight
A AR and the three digit code on the back
V AR one two one
A AR youre enrolled mitchell it starts tomorrow
A SG youll get an email with your id card today so you can book that appointment
V SG sweet thanks corinne
A SG take care mitchell
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling blue canyon health advisors this is ramon on a recorded line who am i speaking with
V WGI yeah hi ramon this is doris kettering
A WGI hi doris how are you doing today
V WGI well i just got back from my grandsons baseball game so im worn out
A NIA oh fun did they win
V NIA they lost eleven to two but he got a hit so hes happy
A NIA ha thats all that matters
A WGI what can i help you with doris
V MAI i got one of those flyers about a medicare plan with the over the counter money and a ride to the doctor and i need the rides because i dont drive anymore
A MAI okay so youre interested in a medicare advantage plan that includes transportation to your doctor visits
V MAI yes and the over the counter too
A MAI a lot of those plans have both the rides are usually a set number of trips a year
V MAI oh thats what i need my son works and he cant always take me
A AQ what plan do you have now doris
V AQ i have the regular medicare and a part d with uh i cant remember the name
A AQ thats okay whats your zip code
V AQ eight five three five one sun city arizona
A AQ eight five three five one and your date of birth
V AQ march the twenty first nineteen thirty nine
A AQ and no medicaid or help with your premiums
V AQ no
A AD okay who are your doctors
V AD doctor singh and the heart doctor doctor meyers
A AD and medications
V AD warfarin digoxin and the metoprolol
A AD and pharmacy
V AD the fry s on bell road
A AD and how many times a month do you usually go to the doctor
V AD oh two or three times sometimes more with the blood tests for the warfarin
A NIA okay let me look at what covers all that hold on one moment
V NIA okay
A AR okay the sonoran select hmo is zero dollars a month doctor singh and doctor meyers are in network and all three medicines are zero at fry s
V AR and the rides
A AR it has forty eight one way rides a year so twenty four round trips and a ninety dollar quarterly over the counter card
V AR forty eight rides well that would cover me
A AR and primary care is zero and specialists are ten dollars
V AR okay thank you that helps lets do it
A AR wonderful ill need your medicare number
V AR six r e two t n w one m k three
A AR six r e two t n w one m k three
V OT and can i ask you who you work for i just want to know who im giving this to
A OT of course im a licensed agent with blue canyon health advisors my arizona license number is one nine zero four four two seven and you can look me up with the arizona department of insurance
V OT okay you cant be too careful these days
A OT you absolutely cant
A SG youre all set doris your card and the ride information will come in the mail and my number is six zero two five five five zero one zero three
V SG thank you ramon
A SG thank you doris congratulations to your grandson
`,
  ),
  conversation(
    'voice',
    `
A WGI good afternoon twin rivers medicare help line this is nadia on a recorded line can i get your name
V WGI hello nadia my name is clarence mbeki
A WGI hi clarence what can i do for you
V MPC i just got approved for the extra help with my medicines and the letter says i can change my plan so i want to change to a better one
A MPC congratulations on getting extra help and yes that gives you a special enrollment period so you can change your drug or advantage plan
V MPC how often can i do that
A MPC with extra help you can change once a month in most cases so youre not locked in
V MPC oh thats good
A AQ so what plan are you on now
V AQ the cascade classic advantage
A AQ and is your extra help full or partial do you know
V AQ the letter says full
A AQ okay and your zip
V AQ nine eight one one eight
A AQ nine eight one one eight seattle and your date of birth
V AQ june thirtieth nineteen fifty eight
A AQ and you have part a and b
V AQ yes i got medicare from disability
A AD okay what medications do you take
V AD i take a lot the seroquel the lithium the depakote and the insulin humalog
A AD and which pharmacy
V AD bartell drugs on rainier
A AD and doctors
V AD doctor ferrante psychiatrist and doctor cho
A AD and is there anything you didnt like about the cascade plan
V AD they made me do prior authorization for everything and my insulin costs a lot
A NIA okay let me look one moment
V NIA sure
A AR okay so the puget sound dual advantage hmo with your extra help your drugs would be between zero and eleven dollars each including the humalog and doctor ferrante and doctor cho are both in network
V AR eleven dollars for the insulin
A AR yes at most and the plan premium is covered by your extra help so its zero
V AR and the prior authorization
A AR they still have some prior authorization but not on any of your current drugs i checked
V AR okay that sounds better
A AR shall i enroll you it would start the first of next month
V AR yes please
A AR ill need your medicare number
V AR one t a eight h n four r y six two
A AR one t a eight h n four r y six two
A SG youre enrolled clarence and the cascade plan ends automatically youll get the new card in about ten days
V SG thank you nadia
A SG take care clarence
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling stonebridge insurance group this is leah on a recorded line how can i help
V WGI yeah hi leah my name is russell dunn
V OT i see a charge on my credit card from stonebridge insurance for forty nine dollars and i didnt buy nothing from you
A OT okay russell lets figure that out as an agency we dont charge any fees so it might be your insurance carrier that uses our name on the bill can i ask what policies you have
V OT i got a dental plan i signed up through you guys last year with uh arbor dental
A OT okay and is the arbor dental premium forty nine dollars
V OT i think its like forty nine yeah
A OT then thats most likely the arbor premium showing up with our name as the merchant let me check one second
A NIA thanks for holding
V NIA yeah
A OT okay i see arbor dental bills at forty nine dollars on the fifteenth and it shows as stonebridge slash arbor on card statements
V OT oh well thats confusing
A OT i agree i can send a note to arbor asking them to change the description
V OT eh dont bother i just wanted to make sure it wasnt fraud
A OT understood its not fraud its your dental premium
V NIA okay
A SG anything else i can help with russell
V SG no thats it thanks
A SG have a good one
`,
  ),
  conversation(
    'voice',
    `
A WGI thanks for calling tundra light dental this is morgan this call is recorded can i get your name
V WGI yeah its gail ahmaogak
A WGI hi gail how can i help today
V DII i need a dental plan i got a crown that broke off
A DII sorry to hear that so a plan that covers replacing a crown
V DII yeah as soon as possible
A AQ okay whats your zip code gail
V AQ nine nine seven two three
A AQ nine nine seven two three thats barrow alaska is that right
V AQ yeah utqiagvik
A AQ okay unfortunately our dental carriers dont offer plans in alaska right now so i wont be able to enroll you
V AQ oh really none
A AQ im sorry none of our carriers are approved there you could try the alaska division of insurance they have a list of companies that sell there
V NIA okay
A SG sorry i couldnt help more gail good luck with the crown
V SG alright thanks bye
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling anchor point senior benefits my name is tyrone and this call is recorded who am i speaking with
V WGI hi tyrone this is earl beaumont
A WGI hi earl how are you today
V WGI oh im doing good just got back from the lake caught me three crappie this morning
A NIA nice whered you go
V NIA out on lake murray the water was like glass
A NIA sounds like a perfect morning
A WGI so what can i help you with earl
V MAI well im diabetic and my doctor said theres medicare advantage plans made for diabetics that give you the supplies cheaper and i want to look at one
A MAI yes those are called chronic condition special needs plans theyre medicare advantage plans for people with diabetes and they usually have lower costs on insulin and supplies
V MAI and do they cover the test strips and the meter
A MAI yes diabetic supplies are covered and many of those plans have them at zero
V MAI that would help me a bunch
A AQ okay first what plan are you on now
V AQ i got the carolina first advantage
A AQ and your zip code
V AQ two nine zero seven two
A AQ two nine zero seven two lexington county and your date of birth
V AQ november the fifth nineteen fifty
A AQ and do you have medicaid
V AQ no sir
A AD okay who treats your diabetes
V AD doctor whitaker at lexington medical
A AD and what diabetes medicines are you on
V AD the tresiba insulin and metformin
A AD and anything else
V AD lisinopril and the gabapentin for my feet they burn at night
A AD and what pharmacy
V AD the publix on sunset
A AD okay and whats most important to you besides the insulin
V AD i want the strips free if i can
A NIA okay hang on one moment earl
V NIA alright
A NIA earl you there
V NIA yeah im here
A AR alright the palmetto sugar care snp hmo is zero dollars a month your tresiba is thirty five a month and metformin lisinopril and gabapentin are zero
V AR thirty five for the tresiba i pay ninety now
A AR and your test strips and meter are zero with the onetouch brand and it has a sixty dollar a month card for healthy food
V AR healthy food like what
A AR fruits vegetables lean meats things like that at participating stores
V AR i reckon i could buy some fish if i stop catching any
A AR ha there you go and doctor whitaker is in network with zero co pay
V AR well that sounds good lets do it
A AR okay to confirm your diabetes my office will send a form to doctor whitaker is that okay
V AR yeah thats fine
A AR and your medicare number
V AR eight r t one w n m four e k six
A AR eight r t one w n m four e k six
A SG youre all set earl the card will come in a couple of weeks good luck with the fishing
V SG thank you tyrone you have a good one
A SG you too earl
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling ridgecrest dental customer care this is bianca on a recorded line
V WGI hi bianca my name is helen corrigan
A WGI hi helen how can i help you
V OT i got a letter saying my dental premium is going from thirty four dollars to forty one dollars and i want to know why
A OT okay can i get your member id so i can look at your policy
V OT r c d seven seven zero one two
A OT r c d seven seven zero one two thank you one moment
A NIA okay i have your policy
V NIA uh huh
A OT the increase is because the rate for your age band changed you turned sixty five this year and the rate goes up at sixty five
V OT well thats not right i havent used it hardly at all
A OT i understand its frustrating the rate isnt based on how much you use it
V OT then i want to cancel it
A OT okay i can cancel it for you do you want it to end at the end of this month
V OT yes
A OT okay its cancelled effective the thirtieth and you wont be charged the forty one dollars
V OT and i dont owe anything else
A OT no youre paid through the end of the month
V NIA okay
A SG is there anything else i can help with today helen
V SG no thank you
A SG take care helen
`,
  ),
  conversation(
    'voice',
    `
A WGI hi thanks for calling cornerstone medicare partners this is jared on a recorded line can i get your name
V WGI this is vivian park
A WGI hi vivian how can i help
V MPC my pharmacy is leaving my plans network next year the letter said and i been going to that same pharmacy for twenty years they know me there
A MPC oh i understand so your pharmacy wont be in your plans network next year and you want a plan that still has it
V MPC yes thats right i dont want to go to one of those big stores
A MPC okay well look for plans that keep your pharmacy for next year and the change would start january first
V NIA okay
A AQ what plan are you on now vivian
V AQ the harbor lights advantage
A AQ and your zip
V AQ one one three five four
A AQ one one three five four flushing queens
V AQ yes
A AQ and date of birth
V AQ april second nineteen forty seven
A AQ you have both parts a and b
V AQ yes
A AD whats the pharmacy
V AD kims family pharmacy on main street
A AD and your doctors
V AD doctor lee and doctor goldberg for my eyes
A AD and medications
V AD the metformin the amlodipine and the eye drops the combigan
A NIA okay hold on one moment let me search
V NIA okay
V OT oh before i forget harbor lights sent me a bill for a ambulance ride in july for four hundred dollars is that normal
A OT some plans have an ambulance co pay but four hundred sounds high id call harbor lights and ask them to send you the explanation of benefits
V OT ill do that
A NIA thank you for holding vivian
V NIA thats okay
A AR so the empire community hmo has kims family pharmacy in network doctor lee and doctor goldberg are in network its zero dollars a month and your three drugs are zero zero and forty two for the combigan
V AR forty two for the eye drops
A AR yes its a brand name the other option the five boroughs ppo has combigan at thirty five but its nineteen dollars a month
V AR so the first one is cheaper in the end
A AR yes the empire hmo comes out cheaper for you
A AD do you see any other specialists i should check
V AD a podiatrist sometimes doctor russo
A AD let me check him
A AR yes doctor russo is in the empire network too
V AR okay good then the empire one
A AR great ill need your medicare number
V AR two e k four m t nine h a three one
A AR two e k four m t nine h a three one
A SG youre all set vivian starting january first you can keep going to kims family pharmacy thank you for calling
V SG thank you jared bye bye
`,
  ),
  conversation(
    'voice',
    `
A WGI hi may i speak with mister leon abernathy
V WGI this is him
A WGI hi leon this is kara with maple hill benefits on a recorded line youd asked us to call you back about your medicare options
V WGI oh yeah yeah thats right
V SG but im driving right now can you call me back later
A SG of course what time works for you
V SG after five would be good
A SG okay ill call you after five today drive safe
V SG thanks bye
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling wellspring health member services this is omar on a recorded line how may i help you
V WGI yeah hi omar my name is beverly quinn
V OT i need to talk to the claims department about my hip surgery the hospital says you havent paid
A OT okay i can transfer you to claims but let me get your member id first so they have it
V OT w s five zero two nine one one
A OT w s five zero two nine one one thank you and the hospital name
V OT saint lukes in kansas city
A OT okay please hold while i transfer you to claims
V NIA okay
A NIA sorry the claims line has a short wait are you alright to keep holding
V NIA yes how long
A NIA maybe two or three minutes
V NIA thats fine my hip is still healing so im not going anywhere
A NIA ha i hope the recovery is going well
V NIA slowly but surely my physical therapist is a drill sergeant
A OT okay i have claims on the line now beverly im handing you over
V SG thank you omar
A SG youre welcome take care
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling sagebrush dental and vision this is holly on a recorded line can i have your name
V WGI hi holly this is frank i mean francis obrien
A WGI hi francis how can i help
V DII i have a medicare advantage plan that has dental but i already used up the whole dental amount this year and i still need two more fillings and a bridge so i want a separate dental plan
A DII okay so you want a dental only plan on top of your advantage plan to cover what your plan doesnt
V DII yeah can i even have both
A DII yes you can have a dental only policy alongside any medicare plan theyd just each pay their part
V NIA okay good
A AQ which advantage plan do you have now
V AQ its the high desert choice ppo
A AQ and how much dental did it give you
V AQ a thousand a year and it went in like april
A AQ and your zip code
V AQ eight nine one two three
A AQ eight nine one two three las vegas and your age
V AQ seventy one
A AD whos your dentist
V AD doctor castaneda on eastern avenue
A AD and besides the fillings and bridge anything else coming up
V AD maybe a crown next year she said
A AD and the budget you have in mind
V AD fifty dollars
A NIA okay let me look one second
V NIA mm hm
A AR okay the silver state dental secure plan is forty six dollars a month fillings at eighty percent after no wait bridges and crowns at fifty percent after six months with a two thousand yearly max and doctor castaneda is in network
V AR six months for the bridge
A AR yes but since your advantage plan resets in january you could use the advantage dental money for the bridge in january and this plan for the fillings now
V AR huh i didnt think of that thats smart
A AR and then the crown next year would be after the wait
V AR okay thank you that helps lets do it
A AR what card would you like to use
V AR a mastercard
A AR go ahead when youre ready
V AR five one zero five one zero five one zero five one zero five one zero zero
A AR and the expiration
V AR eleven twenty six
A AR got it youre all set it starts the first
A SG youll get your card by mail and the dental office can look you up by name in the meantime
V SG perfect thank you holly
A SG thank you francis bye
`,
  ),
  conversation(
    'voice',
    `
A WGI good morning thank you for calling lighthouse senior solutions my name is ingrid on a recorded line whos calling
V WGI hi ingrid this is george and my wife marlene is here too were on speaker
V WGI hi honey
A WGI hi george hi marlene how can i help you both today
V MAI we both saw the ad on the tv for the medicare vantage where you get the dental and the part be money back and we want to switch both of us if we can
A MAI sure so you both want to look at medicare advantage plans that have dental and a part b give back
V MAI yeah we dont need the fancy stuff just save us some money
A MAI the give back plans can save you money every month but theyre not available everywhere so well check your area
A AQ first what coverage do you both have now
V AQ we both got the original medicare and a plan g with lakefront mutual
A AQ okay and whats your zip code
V AQ four four one four five
A AQ four four one four five westlake ohio and your dates of birth george first
V AQ mine is february tenth nineteen fifty two and marlene is june first nineteen fifty four
A AQ february tenth fifty two and june first fifty four and both of you have a and b
V AQ yes
A AD okay who are your doctors
V AD we both see doctor kaminski at the cleveland clinic in westlake and marlene sees a rheumatologist doctor patel
A AD and your medications george
V AD i take crestor and tamsulosin
A AD and marlene
V AD she takes the methotrexate and folic acid and the humira
A AD the humira okay thats an important one
V AD yeah its like a shot every two weeks
A NIA okay let me put these all in it might take me a minute
V NIA no problem
V NIA marlene go turn the oven off before the cookies burn
A NIA ha what kind of cookies
V NIA snickerdoodles for the grandkids
A NIA oh yum
A AR okay so for you george the lake erie savings ppo is zero premium with a sixty five dollar part b give back doctor kaminski is in network and your two drugs are zero
V AR sixty five a month okay
A AR but for marlene the humira on that plan would hit the catastrophic limit and shed pay around two thousand a year for it
V AR oh that wont work
A AR so for marlene i would suggest the northcoast premier ppo its twenty five a month no give back but it has a lower specialty tier and doctor patel is in network
V AR so we would be on different plans
A AR yes thats fine and common each person has their own plan
V AR okay that makes sense lets do it that way
A AR great ill need both medicare numbers george first
V AR mine is seven k t n two w a four h e one
A AR seven k t n two w a four h e one and marlenes
V AR hers is five m r a eight e t three k n two
A AR five m r a eight e t three k n two and for marlenes twenty five dollar premium from her social security
V AR yeah take it out of her check
A SG youre both enrolled youll each get your own card and welcome call and dont cancel lakefront until the new plans start
V SG thank you so much ingrid
A SG enjoy the snickerdoodles bye bye
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling marigold health plan member services this is kevin on a recorded line how can i help
V WGI hi kevin this is jacqueline fontenot
V OT my new card came and my name is spelled wrong they put f o n t e n o t t with two ts
A OT oh im sorry about that lets fix it can i get the member id on the card
V OT m g four one one nine zero six
A OT m g four one one nine zero six and the correct spelling is j a c q u e l i n e f o n t e n o t
V OT yes one t at the end
A OT got it one t im correcting it now and ordering a new card
V OT can i still use the old one meanwhile
A OT yes the member id is the same so doctors and pharmacies can look you up
V NIA okay good
A OT the new card will come in about seven to ten days
V NIA okay
A SG is there anything else i can do for you
V SG no thats all thank you kevin
A SG have a great day jacqueline
`,
  ),
  conversation(
    'voice',
    `
A WGI thanks for calling brookfield medicare answers this is tina on a recorded line may i have your name
V WGI hi tina its albert rosen
A WGI hi albert what can i help with
V MPC i switched plans in december to the one with the big dental and now in january my doctor says hes not in it and i made a mistake and i want to go back
A MPC okay so you changed plans for this year and found out your doctor isnt in the new network and youd like to change again
V MPC yeah can i do that or am i stuck
A MPC youre not stuck from january through march theres the medicare advantage open enrollment period and you can make one change
V MPC oh thank goodness
A AQ what plan are you in now
V AQ the crescent smile advantage
A AQ and what did you have before
V AQ the valley general ppo
A AQ and your zip
V AQ one nine zero four six
A AQ one nine zero four six jenkintown and date of birth
V AQ july nineteenth nineteen forty nine
A AD what doctor are we talking about
V AD doctor brennan my heart doctor i had two stents put in
A AD and any other doctors
V AD doctor oyelaran my regular doctor
A AD and your medications
V AD the brilinta the atorvastatin and the metoprolol
A NIA okay one moment while i check
V NIA sure
A AR okay so valley general ppo your old plan is still available its zero premium both doctors are in network and brilinta is forty five
V AR so i can just go back to that
A AR yes and i also looked at the keystone heart ppo which has both doctors and brilinta at forty but its fifteen a month
V AR nah i liked the old one i just got greedy for the dental
A AR ha that happens a lot the valley general has five hundred in dental too so not nothing
V AR okay put me back on valley general
A AR okay and your medicare number
V AR three n w one a k eight t m four two
A AR three n w one a k eight t m four two the change starts february first
V AR and my appointment with doctor brennan is january twenty eighth
A AR for that one visit youd still be on crescent smile so id move it to february if you can or ask crescent for an out of network exception
V AR ill move it
A SG okay albert youre all set youll get the valley general card in about ten days
V SG thank you tina
A SG take care albert
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling granite peak medicare advisors this is sheila on a recorded line whos calling
V WGI this is wanda
V OT i need to find out why my part b premium went up they took more out of my social security
A OT okay the part b premium is set by medicare and paid through social security so we cant see or change that youd want to call social security or medicare
V OT oh i thought you was medicare
A OT no maam were an insurance agency the number for medicare is one eight hundred medicare thats one eight hundred six three three four two two seven
V OT one eight hundred six three three four two two seven
A OT thats right
V NIA alright thank you
A SG youre welcome wanda have a good day
V SG bye
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling willow creek benefit advisors my name is simone this call is recorded for quality can i have your name
V WGI yes this is hazel dunmore
A WGI hi hazel how are you today
V WGI oh pretty good my sister is visiting from michigan so weve been gabbing all week
A NIA oh thats nice
V NIA yeah she cant believe its seventy degrees here in november
A NIA ha i bet shes loving it
A WGI so what can i do for you today
V MAI well my sister has one of these medicare advantage plans up there and she gets a card for groceries and the dental and i only have the regular medicare and i want what shes got
A MAI sure so you want a medicare advantage plan with a grocery allowance and dental
V MAI yes and she dont pay nothing for it
A MAI many of them are zero dollar premium the grocery benefit is more limited it usually depends on your health conditions or income so well check what you qualify for
V NIA okay
A AQ so to check your eligibility can i get your medicare number hazel
V AQ sure its six w k e one r t four n a three
A AQ six w k e one r t four n a three and your date of birth
V AQ august eighth nineteen fifty one
A AQ and your zip code
V AQ three two one six two
A AQ three two one six two the villages
V AQ yes maam
A AQ and do you have any other insurance like a supplement or through a former job
V AQ no just the regular medicare
A AQ okay i see your part a and b are active give me a second
V NIA okay
A AD alright what doctors are you seeing
V AD doctor cabrera and a eye doctor doctor fulton
A AD and any health conditions you manage
V AD high blood pressure and a little arthritis
A AD and medications
V AD losartan and meloxicam
A AD and your pharmacy
V AD the publix at lake sumter
A NIA sorry hazel you broke up there can you say that again
V AD the publix at lake sumter
V NIA sorry my sister was talking in my ear
A AR okay so the sumter gold hmo is zero dollars a month doctor cabrera and doctor fulton are both in network and losartan and meloxicam are zero
V AR and the groceries
A AR because you have high blood pressure you qualify for their healthy foods card which is fifty dollars a month plus dental up to twenty five hundred
V AR oh my sister only gets forty
A AR ha you win this one
V AR she is gonna be so mad okay lets do it
A AR okay i already have your medicare number can you confirm the address for the card
V AR nine seventeen buttonwood lane the villages
A AR nine seventeen buttonwood lane perfect
A SG youre enrolled hazel starting the first of next month youll get a card and a welcome call enjoy your sisters visit
V SG thank you simone bye bye
`,
  ),
  conversation(
    'voice',
    `
A WGI hi you reached mesa verde dental and vision this is connor on a recorded line whos this
V WGI hi connor this is renee delacroix
A WGI hi renee how can i help you
V DII i retired in june and lost my dental and i need a plan mostly for cleanings and my bottom dencher needs to be relined
A DII okay so a dental plan for preventive and a denture reline
V DII yeah is a reline covered
A DII relines are usually covered as a basic or major service depending on the plan often after a short wait
V NIA okay
A AQ how old are you renee
V AQ sixty four
A AQ and your zip
V AQ eight seven one one zero
A AQ eight seven one one zero albuquerque and do you have any coverage now
V AQ i have cobra for the medical but not the dental
A AD do you have a dentist
V AD doctor benavidez on montgomery
A AD and a budget
V AD fifty maybe
A AR okay the sandia dental preferred plan is thirty nine dollars a month cleanings at one hundred percent and relines at eighty percent after three months and doctor benavidez is in network
V AR okay thats not bad
A AD oh let me ask do you wear glasses or need an eye exam too
V AD oh yes i need new reading glasses and i havent had an eye exam in two years
A AD okay then vision matters to you too
A AR then theres the sandia dental and vision bundle for forty eight dollars same dental plus an eye exam and one hundred fifty toward glasses each year
V AR only nine more dollars for the glasses okay i like that
A AR shall we do the bundle
V AR yes
A AR how would you like to pay the forty eight dollars
V AR bank draft from my credit union
A AR okay routing number please
V AR three zero seven zero seven zero one one five
A AR and the account number
V AR two two zero zero four five one nine
A AR two two zero zero four five one nine youre enrolled starting the first
A SG youll get two cards one for dental and one for vision thanks renee
V SG thank you connor bye
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling oakmont health plans billing this is patrice on a recorded line how can i help
V WGI hi patrice my name is warren ibsen
V OT i been paying my premium by check every month and i want to set it up so it comes out of my bank automatically
A OT sure i can set up automatic payments for you can i get your member id
V OT o h two seven seven four one eight
A OT o h two seven seven four one eight thank you and is it a checking or savings
V OT checking
A OT and the routing number
V OT zero six one zero zero zero zero five two
A OT and the account number
V OT eight one one four four two zero three
A OT eight one one four four two zero three and what day of the month
V OT the fifth
A OT okay starting next month your twenty nine dollar premium will draft on the fifth
V OT and i dont have to send a check this month
A OT you still need to send this months check because the draft starts next month
V NIA okay
V OT and what happens if theres not enough money in there one month
A OT the bank would return it and wed send you a bill you wouldnt lose coverage right away theres a grace period
V OT okay good to know
A SG anything else i can help you with warren
V SG no that does it thanks
A SG thank you warren
`,
  ),
  conversation(
    'voice',
    `
A WGI good afternoon thanks for calling redbud medicare options this is luis on a recorded line whos calling please
V WGI this is harriet gomez
A WGI hi harriet how can i help
V MAI i want one of these advantage plans with the zero premium my neighbor has one
A MAI sure those medicare advantage plans cover your doctors hospitals and usually drugs with extras and a lot are zero premium
A AQ do you have your medicare card with part a and part b
V AQ i only have the a i never signed up for the b because i didnt think i needed it
A AQ okay how old are you harriet
V AQ sixty six
A AQ and did you have coverage from a job or spouse when you turned sixty five
V AQ no i just didnt do it
A AQ okay so to join an advantage plan you need part b first youd sign up for part b during the general enrollment period which is january through march
V AQ oh so i cant do it now
A AQ not right now unfortunately and there may be a small late penalty on part b
V NIA oh dear
A AQ once you have part b we can enroll you in an advantage plan
V SG okay i will call social security in january and then call you back
A SG perfect ask for luis and ill help you then
V SG thank you luis bye
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling harbor oak senior advisors my name is brenda on a recorded line may i have your name
V WGI yes hello brenda my name is diane whitlock im calling for my mother ida
A WGI hi diane how can i help you and your mom
V MPC my mother is moving into a nursing home next week shes had some falls and her plan now is one that the home doesnt take so we need to change it
A MPC im sorry to hear about the falls so your mom is moving into a nursing home and needs a plan the facility works with
V MPC yes exactly
A MPC moving into a facility gives her a special enrollment period so we can change it now and there are plans designed for people living in nursing homes
V MPC oh i didnt know that
A AQ whats her current plan
V AQ the meadowlands choice hmo
A AQ and the name of the nursing home
V AQ evergreen manor in fort wayne
A AQ and her zip there
V AQ four six eight zero five
A AQ and her date of birth
V AQ march second nineteen thirty six
A AQ and does she have medicaid
V AQ not yet were applying for it
A AD okay and will she keep her doctors or use the homes doctor
V AD the home has a doctor doctor ashby who comes every week
A AD and what medications does she take
V AD oh gosh a lot donepezil sertraline eliquis and some vitamins
A NIA okay let me look one moment
V NIA thank you
V NIA sorry its just been a hard week
A NIA of course diane take your time
A AR okay so the three rivers institutional snp works with evergreen manor doctor ashby is their doctor there and all her medicines are covered the eliquis is forty seven dollars
V AR and whats the monthly cost
A AR its zero premium and it includes a nurse practitioner who visits her at the home
V AR oh thats good
A AR when her medicaid is approved her drug costs would go down too
V AR okay lets do that one
A AR ill need her medicare number and since youre helping her do you have power of attorney
V AR yes i do
A AR okay and her medicare number
V AR eight n m e two t w five k y one
A AR eight n m e two t w five k y one and the start date would be the first of next month
A SG youre all set diane ill mail you the confirmation and my card if anything comes up call me directly
V SG thank you so much brenda
A SG take care of yourself and your mom
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling juniper ridge health member line this is andy on a recorded line how can i help
V WGI hi andy my name is rosalind achebe
V OT i need a letter that says i have insurance with you for my tax lady
A OT sure i can send you a proof of coverage letter can i get your member id
V OT j r nine one zero three three five
A OT j r nine one zero three three five thank you and where should i send it mail or email
V OT email please rosalind a at home mail dot com
A OT r o s a l i n d a at home mail dot com
V OT yes
A OT okay its sent it covers january through today
V OT thank you that was easy
A SG anything else rosalind
V SG no thats it bye
A SG bye now
`,
  ),
  conversation(
    'voice',
    `
A WGI good morning cypress lane medicare help this is victor on a recorded line may i have your name
V WGI morning victor its daniel osei
A WGI hi daniel how are you
V WGI im good im good how are you
A WGI doing great thanks what can i help you with
V MPC my old company is ending the retiree health plan at the end of the year and they sent me a letter saying i have to find something else
A MPC okay so your employer retiree plan is ending and you need a new medicare plan by january
V MPC right and i have no idea where to start
A MPC no problem losing that coverage gives you a special enrollment period so you have some time but well try to have it set up by january first
V NIA okay good
A AQ which company was it
V AQ northfield steel
A AQ and does the retiree plan include drug coverage
V AQ yeah it covered everything
A AQ and your zip code
V AQ one five two three five
A AQ one five two three five pittsburgh and date of birth
V AQ march eleventh nineteen fifty five
A AQ and you have a and b
V AQ yes i took b when i retired
A AD alright which doctors do you see
V AD doctor yusuf at allegheny and a urologist doctor kraft
A AD and medications
V AD finasteride omeprazole and the losartan
A AD and is there anything important to you like travel or dental
V AD we travel to see our daughter in north carolina a few times a year
A NIA give me a moment to search
V NIA okay
A AR okay so the three rivers freedom ppo is zero premium both doctors are in network your three drugs are zero and it covers you out of network in north carolina at the same co pay
V AR same co pay out of network
A AR yes its a national ppo network
A AQ oh one more thing is your wife also on the retiree plan
V AQ yes she is shes sixty two
A AQ okay since shes under sixty five she wont go on medicare yet so she would need her own individual plan
V AQ oh right
A AR for you though shall we go ahead with the three rivers freedom ppo
V AR yes lets do it
A AR ill need your medicare number
V AR one k w t four n e eight h m two
A AR one k w t four n e eight h m two
A OT and for your wife i can transfer you to our partner for individual plans after this
V OT yeah that would be great
A SG okay daniel youre enrolled starting january first ill transfer you now for your wife thanks for calling
V SG thank you victor
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling glacier peak dental this is jenna on a recorded line may i have your name
V WGI hi jenna this is monica
A WGI hi monica how can i help
V DII do you have dental insurance that covers braces for adults im thirty eight and my teeth are crooked
A DII okay so youre looking for a plan that covers orthodontics for an adult
V DII yeah is that even a thing
A DII its not common most dental plans only cover braces for kids but there are a few that cover adult braces after a waiting period
V DII how long
A DII usually twelve months and then fifty percent up to a lifetime max like fifteen hundred
V DII fifteen hundred
A AQ whats your zip monica
V AQ nine seven two one four
A AQ nine seven two one four portland and do you have dental now
V AQ i have basic through work but it doesnt do braces
A AD how much is the orthodontist quoting you
V AD like six thousand for the invisible ones
A AR the cascade ortho plus plan covers adult braces and clear aligners at fifty percent after twelve months up to fifteen hundred lifetime its fifty eight dollars a month
V AR so i would pay almost seven hundred a year to get fifteen hundred back after a year
A AR thats right it only makes sense if you plan to stay on it
V AR yeah that doesnt really make sense for me i think ill just do the payment plan with the orthodontist
A AR thats totally understandable
A SG if anything changes give us a call thanks monica
V SG thanks for being honest jenna bye
`,
  ),
  conversation(
    'voice',
    `
A WGI hi thank you for calling summit view health advisors this is darnell on a recorded line who am i speaking with
V WGI this is morris fleming
A WGI hi morris how can i help
V MAI i keep seeing these commercials for medicare advantage with the zero premium and i want to know if its really zero or if theres a catch
A MAI good question many medicare advantage plans really are zero premium you still pay your part b and you have co pays when you use services
V MAI so what do i get for the zero
A MAI usually your hospital and doctor coverage drug coverage and extras like dental vision and hearing all in one plan
V MAI huh okay
A AQ do you have part a and part b
V AQ yeah
A AQ what coverage do you have now
V AQ a supplement plan n and a drug plan
A AQ and your zip
V AQ seven two two zero five little rock
A AQ seven two two zero five and your date of birth
V AQ october twenty fourth nineteen fifty three
A AD do you have doctors you see regularly
V AD doctor harmon and a cardiologist doctor adeyemi
A AD and your medications
V AD eliquis and metoprolol
A NIA one moment
V NIA yep
A AR okay the natural state advantage ppo is zero premium both doctors are in network eliquis is forty five and metoprolol is zero primary care zero specialists forty max out of pocket five thousand
V AR and what am i paying now like one fifty for the supplement so id save that
A AR right youd save that but youd have the co pays and the five thousand max if something big happened
V AR hmm let me think on it i dont like to rush into things
A AR of course there is no pressure
V OT and the last fella that called me about this was real pushy how do i know youre not gonna keep calling me
A OT i wont call you unless you ask me to and ill put a note on your file that you dont want follow up calls
V OT and who do you work for exactly
A OT im a licensed agent with summit view health advisors were an independent agency my arkansas license number is one eight eight two zero four one
V OT okay i appreciate that
A SG so ill leave it with you my direct number is five zero one five five five zero one eight four if you decide
V SG alright thanks darnell
A SG thank you morris take care
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling copper hill dental member services this is renata on a recorded line how can i help you
V WGI yeah hi this is otis
V OT i lost my dental card and i also moved so i need a new card with my new address on it
A OT sure i can do both can i get your last name and the old zip code
V OT its otis bramwell and the old zip was four zero two zero four
A OT bramwell b r a m w e l l
V OT yes
A NIA okay one moment
V NIA okay
A NIA hello otis are you still there
V NIA yeah yeah im here
A OT okay i found your policy whats the new address
V OT thirty three fairway drive jeffersontown four zero two nine nine
A OT thirty three fairway drive jeffersontown four zero two nine nine
V OT correct
A OT okay updated and a new card is ordered to that address
V OT how long for the card
A OT seven to ten days and your dentist can verify you by your name and date of birth until then
V NIA okay
A NIA give me one more second im just saving the changes
V NIA mm hm
A NIA thank you for waiting
A OT and your monthly bill will go to the new address too
V NIA alright
A SG anything else i can help you with otis
V SG no thats it thank you
A SG have a good day
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling prairie wind senior benefits this is gwen on a recorded line may i have your name
V WGI yes its lucille van horn
A WGI van horn is that two words v a n h o r n
V WGI yes two words
A WGI thank you lucille how are you
V WGI oh im fine honey just fine my granddaughter just had a baby so im a great grandma now
A NIA oh congratulations what did she have
V NIA a little boy eight pounds two ounces they named him theodore
A NIA oh thats a great name
A WGI so what can i do for you today lucille
V MAI well i been thinking about getting one of those medicare advantage plans because my friend at the senior center says she gets her hearing aids and her dental with it
A MAI okay yes a lot of medicare advantage plans include hearing aids and dental along with your medical and drug coverage
V MAI and do i keep my doctor
A MAI that depends on the plans network so well check your doctors before we pick anything
V MAI good because i love my doctor
A AQ what kind of coverage do you have now
V AQ i got original medicare and a supplement plan f with heartland mutual
A AQ and your zip code
V AQ six seven two zero eight wichita
A AQ six seven two zero eight and your date of birth
V AQ january thirtieth nineteen forty three
A AD who is the doctor you love
V AD doctor emerson at wesley medical
A AD and any specialists
V AD a lung doctor doctor nakamura i have copd
A AD and what medications
V AD the breo inhaler the albuterol and prednisone sometimes
A AD and pharmacy
V AD dillons on west street
A NIA one moment while i check the networks
V NIA alright
A AR okay lucille the sunflower advantage hmo is zero dollars a month with hearing aids and dental but doctor nakamura is not in that network
V AR oh no i need doctor nakamura
A AR then the plains premier ppo has both doctor emerson and doctor nakamura in network its twelve dollars a month
A AD how often do you end up in the hospital with the copd
V AD oh maybe once a year when i get pneumonia
A AD okay then the hospital costs matter
A AR on the plains premier the hospital co pay is two hundred seventy five a day for five days and the max out of pocket is four thousand five hundred
V AR and with my plan f i dont pay anything for the hospital
A AR thats right with plan f you pay nothing but youre paying two hundred sixty a month for it
V AR yes its gone up a lot
A AR and the breo on plains premier would be forty seven dollars a month
V AR hmm i think i might stay where i am honey with the hospital and all
A AR that makes a lot of sense with copd the plan f protects you
V AR okay thank you that helps me decide
A SG youre welcome lucille and congratulations again on little theodore
V SG thank you honey bye bye
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling blue ridge medicare connect this is simon on a recorded line
V NIA hello
A NIA hello can you hear me
V NIA hello is anybody there
A NIA yes maam im here can you hear me now
V NIA oh there you are this phone is terrible
A WGI thats alright may i have your name
V WGI its bertha
A WGI hi bertha how can i help
V MAI i wanted to ask about the medicare vantage plans with the uh
V NIA hello
A NIA im still here you cut out
V MAI the ones with the dental i wanted to ask
A MAI sure medicare advantage plans with dental we can look at those
V SG you know this phone is so bad let me call you back from my house phone
A SG of course bertha just call this number and ask for simon
V SG okay bye
`,
  ),
];
