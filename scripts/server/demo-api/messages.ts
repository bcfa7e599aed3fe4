/**
 * The demo API's messages a player can meet, in the app's other languages: the app sends the
 * language showing as Accept-Language (src/lib/api-client.ts), so a player who chose Swahili reads
 * "Tiketi haikupatikana", not "Ticket not found". Keyed by the English text; a `{name}` takes the
 * error's value of that name. Messages only a broken client meets (a malformed body, an unknown
 * path) stay in English, as an API's messages for developers do.
 */
import { fillText, type ErrorText } from '../http-utils';

const TRANSLATIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  sw: {
    'Please sign in to bet: this market takes bets from signed-in players only':
      'Tafadhali ingia ili kuweka dau: soko hili linakubali dau za wachezaji walioingia tu',
    'Ticket not found': 'Tiketi haikupatikana',
    'Ticket {code} not found': 'Tiketi {code} haikupatikana',
    'This ticket is disabled': 'Tiketi hii imesitishwa',
    'This ticket has expired': 'Muda wa tiketi hii umekwisha',
    'Invalid OTP code': 'Msimbo wa OTP si sahihi',
    'This ticket does not need an OTP': 'Tiketi hii haihitaji msimbo wa OTP',
    'The phone number does not match this ticket': 'Namba ya simu hailingani na tiketi hii',
    'This ticket is already confirmed': 'Tiketi hii tayari imethibitishwa',
    'Please wait {wait} seconds before asking for a new code':
      'Tafadhali subiri sekunde {wait} kabla ya kuomba msimbo mpya',
    '{match} has already started': '{match} imeshaanza',
    'Pick at least {min} events': 'Chagua angalau mechi {min}',
    '{first} and {second} on {match} cannot be combined on one ticket':
      '{first} na {second} kwenye {match} haviwezi kuunganishwa kwenye tiketi moja',
    'There may not be enough events in the ticket for betting. Please try again later or use other ticket':
      'Huenda hakuna mechi za kutosha kwenye tiketi hii kuweka dau. Tafadhali jaribu tena baadaye au tumia tiketi nyingine',
    'There not enough minimum odds in the ticket for betting. Please try again':
      'Odds za chini zinazohitajika kwa tiketi hii hazijafikiwa. Tafadhali jaribu tena',
    'Odds have changed. Please change your bet.':
      'Odds zimebadilika. Tafadhali badilisha dau lako.',
    'Payment provider "{psp}" is not available': 'Njia ya malipo "{psp}" haipatikani',
    'Please enter a phone number': 'Tafadhali weka namba ya simu',
    'Not enough money': 'Salio halitoshi',
    'Unknown player': 'Mchezaji hajulikani',
    'Please enter your email': 'Tafadhali weka barua pepe yako',
    'No matching bet found. Please try other options.':
      'Hakuna dau linalolingana. Tafadhali jaribu machaguo mengine.',
    'Payment session not found': 'Kipindi cha malipo hakikupatikana',
    'The most one ticket can cost is {max}': 'Tiketi moja inaweza kugharimu hadi {max}',
    'Please confirm your phone number again to see your tickets':
      'Tafadhali thibitisha namba yako ya simu tena ili kuona tiketi zako',
    'Ask for a code for this phone number first': 'Omba kwanza msimbo kwa namba hii ya simu',
    'This ticket is canceled': 'Tiketi hii imeghairiwa',
    'This ticket is not waiting for its payment': 'Tiketi hii haisubiri malipo yake',
    'This ticket is not paid by mobile money': 'Tiketi hii hailipwi kwa pesa ya simu',
    'Please wait {wait} seconds before sending the payment prompt again':
      'Tafadhali subiri sekunde {wait} kabla ya kutuma tena ombi la malipo',
    'This ticket is paid: it can no longer be canceled':
      'Tiketi hii imelipwa: haiwezi kughairiwa tena',
  },
  de: {
    'Please sign in to bet: this market takes bets from signed-in players only':
      'Bitte melde dich an, um zu wetten: In diesem Markt wetten nur angemeldete Spieler',
    'Ticket not found': 'Wettschein nicht gefunden',
    'Ticket {code} not found': 'Wettschein {code} nicht gefunden',
    'This ticket is disabled': 'Dieser Wettschein ist gesperrt',
    'This ticket has expired': 'Dieser Wettschein ist abgelaufen',
    'Invalid OTP code': 'Ungültiger Bestätigungscode',
    'This ticket does not need an OTP': 'Dieser Wettschein braucht keinen Bestätigungscode',
    'The phone number does not match this ticket':
      'Die Telefonnummer passt nicht zu diesem Wettschein',
    'This ticket is already confirmed': 'Dieser Wettschein ist bereits bestätigt',
    'Please wait {wait} seconds before asking for a new code':
      'Bitte warte {wait} Sekunden, bevor du einen neuen Code anforderst',
    '{match} has already started': '{match} hat bereits begonnen',
    'Pick at least {min} events': 'Wähle mindestens {min} Spiele',
    '{first} and {second} on {match} cannot be combined on one ticket':
      '{first} und {second} bei {match} können nicht auf einem Wettschein kombiniert werden',
    'There may not be enough events in the ticket for betting. Please try again later or use other ticket':
      'Dieser Wettschein hat möglicherweise nicht genug Spiele für eine Wette. Bitte versuche es später erneut oder nimm einen anderen Wettschein',
    'There not enough minimum odds in the ticket for betting. Please try again':
      'Die Mindestquote dieses Wettscheins ist nicht erreicht. Bitte versuche es erneut',
    'Odds have changed. Please change your bet.':
      'Die Quoten haben sich geändert. Bitte ändere deine Wette.',
    'Payment provider "{psp}" is not available': 'Zahlungsanbieter „{psp}“ ist nicht verfügbar',
    'Please enter a phone number': 'Bitte gib eine Telefonnummer ein',
    'Not enough money': 'Nicht genug Guthaben',
    'Unknown player': 'Unbekannter Spieler',
    'Please enter your email': 'Bitte gib deine E-Mail-Adresse ein',
    'No matching bet found. Please try other options.':
      'Keine passende Wette gefunden. Bitte versuche andere Optionen.',
    'Payment session not found': 'Zahlungssitzung nicht gefunden',
    'The most one ticket can cost is {max}': 'Ein Wettschein kostet höchstens {max}',
    'Please confirm your phone number again to see your tickets':
      'Bitte bestätige deine Telefonnummer erneut, um deine Wettscheine zu sehen',
    'Ask for a code for this phone number first':
      'Fordere zuerst einen Code für diese Telefonnummer an',
    'This ticket is canceled': 'Dieser Wettschein ist storniert',
    'This ticket is not waiting for its payment':
      'Dieser Wettschein wartet nicht auf seine Zahlung',
    'This ticket is not paid by mobile money':
      'Dieser Wettschein wird nicht per Mobile Money bezahlt',
    'Please wait {wait} seconds before sending the payment prompt again':
      'Bitte warte {wait} Sekunden, bevor du die Zahlungsanfrage erneut sendest',
    'This ticket is paid: it can no longer be canceled':
      'Dieser Wettschein ist bezahlt: Er kann nicht mehr storniert werden',
  },
  sv: {
    'Please sign in to bet: this market takes bets from signed-in players only':
      'Logga in för att spela: på den här marknaden spelar bara inloggade spelare',
    'Ticket not found': 'Kupongen hittades inte',
    'Ticket {code} not found': 'Kupongen {code} hittades inte',
    'This ticket is disabled': 'Den här kupongen är spärrad',
    'This ticket has expired': 'Den här kupongen har gått ut',
    'Invalid OTP code': 'Ogiltig verifieringskod',
    'This ticket does not need an OTP': 'Den här kupongen behöver ingen verifieringskod',
    'The phone number does not match this ticket':
      'Telefonnumret stämmer inte med den här kupongen',
    'This ticket is already confirmed': 'Den här kupongen är redan bekräftad',
    'Please wait {wait} seconds before asking for a new code':
      'Vänta {wait} sekunder innan du ber om en ny kod',
    '{match} has already started': '{match} har redan börjat',
    'Pick at least {min} events': 'Välj minst {min} matcher',
    '{first} and {second} on {match} cannot be combined on one ticket':
      '{first} och {second} i {match} kan inte kombineras på en kupong',
    'There may not be enough events in the ticket for betting. Please try again later or use other ticket':
      'Kupongen har kanske inte tillräckligt många matcher för spel. Försök igen senare eller välj en annan kupong',
    'There not enough minimum odds in the ticket for betting. Please try again':
      'Kupongens lägsta odds är inte uppnått. Försök igen',
    'Odds have changed. Please change your bet.': 'Oddsen har ändrats. Ändra ditt spel.',
    'Payment provider "{psp}" is not available': 'Betalsättet ”{psp}” är inte tillgängligt',
    'Please enter a phone number': 'Ange ett telefonnummer',
    'Not enough money': 'Inte tillräckligt med pengar',
    'Unknown player': 'Okänd spelare',
    'Please enter your email': 'Ange din e-postadress',
    'No matching bet found. Please try other options.':
      'Inget matchande spel hittades. Prova andra alternativ.',
    'Payment session not found': 'Betalningssessionen hittades inte',
    'The most one ticket can cost is {max}': 'En kupong kan kosta högst {max}',
    'Please confirm your phone number again to see your tickets':
      'Bekräfta ditt telefonnummer igen för att se dina kuponger',
    'Ask for a code for this phone number first': 'Be först om en kod för det här telefonnumret',
    'This ticket is canceled': 'Den här kupongen är avbruten',
    'This ticket is not waiting for its payment': 'Den här kupongen väntar inte på sin betalning',
    'This ticket is not paid by mobile money': 'Den här kupongen betalas inte med mobilpengar',
    'Please wait {wait} seconds before sending the payment prompt again':
      'Vänta {wait} sekunder innan du skickar betalningsbegäran igen',
    'This ticket is paid: it can no longer be canceled':
      'Den här kupongen är betald: den kan inte längre avbrytas',
  },
};

/**
 * The language to answer in, from an Accept-Language header: the first by weight that has
 * translations, or undefined (English) when English, `*` or nothing known comes first.
 */
export function answerLanguage(header: string | undefined): string | undefined {
  const ranges = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { primary: range.split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.primary !== '' && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranges.find(
    (r) => r.primary === 'en' || r.primary === '*' || r.primary in TRANSLATIONS,
  );
  return first && first.primary in TRANSLATIONS ? first.primary : undefined;
}

/** An error's message in the language the request asks for, where the demo API has it. */
export function localise(text: ErrorText, acceptLanguage: string | undefined): string {
  const language = answerLanguage(acceptLanguage);
  const translated = language && TRANSLATIONS[language]?.[text.text];
  return fillText(translated ? { ...text, text: translated } : text);
}
