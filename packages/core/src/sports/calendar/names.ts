import type { SportName } from '../types';

/**
 * Fictional but plausible competitions and participants for the simulator. Clubs and players are
 * invented; national cricket sides are generic names. Each competition keeps its own pool so a
 * fixture always pairs two members of one league or tournament.
 */
export type Competition = { sport: SportName; name: string; participants: readonly string[] };

/** Each sport's competitions, by name: their participants. */
const competitionsBySport: Readonly<Record<SportName, Readonly<Record<string, readonly string[]>>>> = {
  soccer: {
    'Albion Premier League': [
        'Northbridge Rovers', 'Castlegate United', 'Kingsford Athletic', 'Ashworth Town', 'Redmere City',
        'Blackwater Wanderers', 'Harrowgate Albion', 'Stanmoor Rangers', 'Eastleigh Forest', 'Wexcombe Villa',
        'Oakhurst County', 'Millbrook Palace', 'Thornbury Hotspur', 'Greyhaven Orient', 'Bramcote Borough',
        'Fulford Dynamos',
    ],
    'Liga Meridional': [
        'Real Montaval', 'Atletico Serrano', 'CD Vallehermoso', 'Deportivo Costa Brava', 'Sporting Almadena',
        'UD Torrealta', 'Racing Puertollano', 'CF Riberas', 'Real Arenal', 'Atletico Fuenteclara', 'SD Valdemar',
        'Union Calaveras', 'CD Miramar', 'Real Olivenza',
    ],
    'Bundesliga Nord': [
        'FC Hafenstadt', 'SV Grunwald 04', 'Borussia Talheim', 'TSV Eichenau', '1. FC Bergheim', 'VfB Rosenfeld',
        'Eintracht Lindenau', 'SC Waldkirch', 'Fortuna Seestadt', 'Union Steinbach', 'Arminia Kronach',
        'Rot-Weiss Altdorf',
    ],
    'Serie Alta': [
        'AC Montebello', 'US Valverde', 'Sporting Castelnuovo', 'FC Rivalta', 'Atletico Portovecchio', 'AS Collina',
        'Virtus Pietrasanta', 'Real Sangiorgio', 'Calcio Borgomare', 'Pro Vallombrosa', 'Ardor Lucento',
        'Audace Sanvito',
    ],
  },
  tennis: {
    'Harbour City Open': [
        'L. Moreau', 'D. Kovalenko', 'M. Albrecht', 'T. Nakamura', 'R. Castellano', 'J. Whitfield', 'A. Petrov',
        'S. Lindqvist', 'F. Oliveira', 'K. Brandt', 'N. Dubois', 'P. Horvat', 'E. Marchetti', 'G. Sandoval',
        'B. Okafor', 'C. Van Dijk',
    ],
    'Valle Verde Championships': [
        'I. Novak', 'H. Larsen', 'V. Romero', 'O. Kaminski', 'Y. Tanaka', 'W. Fischer', 'Z. Mirza', 'U. Bergstrom',
        'Q. Lambert', 'X. Serrano', 'A. Costa', 'M. Reyes', 'J. Kowalczyk', 'T. Eriksen', 'R. Haddad', 'S. Ivanova',
    ],
    'Coastline Classic': [
        'E. Laurent', 'N. Sato', 'L. Grant', 'D. Vasquez', 'K. Holm', 'P. Bianchi', 'C. Murray', 'F. Janssen',
        'G. Pavlova', 'B. Ortega', 'H. Weber', 'V. Kuznetsova', 'I. Moretti', 'O. Byrne', 'A. Svensson', 'T. Mendes',
    ],
  },
  cricket: {
    'Premier T20 League': [
        'Coastal Kings', 'Capital Chargers', 'Desert Falcons', 'Harbour Hurricanes', 'Highland Tigers',
        'Riverside Rhinos', 'Metro Mavericks', 'Sunset Strikers', 'Northern Knights', 'Valley Vipers',
    ],
    'International T20 Series': [
        'India', 'Australia', 'England', 'South Africa', 'New Zealand', 'Pakistan', 'West Indies', 'Sri Lanka',
        'Bangladesh', 'Afghanistan',
    ],
  },
  basketball: {
    'Continental Pro League': [
        'Lakeside Comets', 'Bayview Blaze', 'Summit Peaks', 'Ironport Giants', 'Silverton Stallions',
        'Redwood Rangers', 'Capital Monarchs', 'Prairie Storm', 'Harbor Pilots', 'Desert Suns', 'Northshore Wolves',
        'Metro Titans', 'Riverside Raptors', 'Gulf Coast Marlins',
    ],
    'Euro Basket Premier': [
        'Dinamo Novigrad', 'Basket Castellon', 'Aris Kalamos', 'Lietkabelis Vilnor', 'Hapoel Tel Meron',
        'Olympia Verona', 'Alba Rheinstadt', 'Anadolu Koru', 'Partizan Belovar', 'Unics Kamenets',
    ],
  },
};

export const competitions: readonly Competition[] = Object.entries(competitionsBySport).flatMap(([sport, byName]) =>
  Object.entries(byName).map(([name, participants]) => ({ sport: sport as SportName, name, participants })),
);

/** Share of events per sport in the schedule, like a typical sportsbook's event mix. */
export const sportWeights: Readonly<Record<SportName, number>> = { soccer: 0.4, tennis: 0.25, basketball: 0.2, cricket: 0.15 };
