// Demo employers: a hand-written head of plausible Indian companies, then tens of thousands of
// names composed from name parts, so a few employers post often and most post rarely.
import { list } from './profile';
import { hash32, ZipfList } from './random';

/** The employers of the small demo set: read naturally, post most often in the bulk data too. */
const CURATED = list(`
  Saurashtra Softech | Kathiawar Digital | BrightLeaf Labs | Nirmaan Infotech | Pixelwise Studio | Arohan Systems | Gir Analytics |
  BluePeak Commerce | Tapi Textiles | Navrang Media | CloudNest Technologies | Sabarmati Solutions | Everlane Apps | Kavya Healthcare |
  Orbit Logistics | Vyom Fintech | Greenfield Exports | Shakti Engineering Works | Narmada Data Systems | Sahyadri Software |
  Konkan Coast Foods | Deccan Cloudworks | Malabar Spice Traders | Aravalli Ceramics | Ganga Motors | Kaveri Pharma | Indus Learning |
  Lotus Retail | Peacock Travels | Banyan Tree Consulting | Chakra Robotics | Mitti Organics | Sutra Apparel | Rangoli Events |
  Dhruv Aerospace | Tanvi Jewellers | Mahi Dairy Tech | Sparsh Diagnostics | Suryodaya Solar | Prakash Electricals | Jyoti Packaging |
  Sanskriti Publishing | Safar Mobility | Nakshatra Games | Tarang Telecom | Veda Edtech | Pragati Finserv | Samudra Shipping |
  Kisan Connect Agritech | Pushpak Logistics | Kalakriti Crafts | Rachna Interiors | Setu Payments | Nexora Labs | Quantiva Analytics |
  Zentrix Infotech | Girnar Polymers | Amrut Foods | Sunrise Hospitals | Meridian Realty`);

const STEMS = list(`
  Aadya | Aakar | Aarambh | Abhay | Adarsh | Agni | Ajanta | Akshar | Alankar | Amrit | Anand | Anant | Ankur | Anmol | Arpan | Arya |
  Asha | Ashoka | Avani | Bhakti | Bharat | Bhoomi | Chandan | Chetak | Chitra | Daksh | Darpan | Deep | Dharti | Disha | Divya | Ekta |
  Gagan | Garuda | Gati | Gaurav | Godavari | Gulmohar | Hansa | Harit | Hira | Indra | Janani | Jeevan | Jwala | Kalp | Kamal | Kanak |
  Karma | Kesar | Kiran | Kirti | Kshitij | Kumud | Lakshya | Lavanya | Madhur | Mahima | Manthan | Mayur | Meghdoot | Mihir | Milan |
  Mitra | Moksha | Mudra | Nalanda | Nandan | Navya | Neel | Nidhi | Nilgiri | Nirmal | Nishant | Ojas | Padma | Palash | Param | Parth |
  Pavan | Prabhat | Pragya | Pranav | Prerna | Prithvi | Raga | Rajhans | Ratna | Ravi | Riddhi | Rishi | Ritu | Roshni | Rudra |
  Sagar | Sahaj | Samarth | Sampada | Sangam | Sankalp | Sarathi | Sarovar | Satpura | Shaurya | Shikhar | Shraddha | Shree | Shubh |
  Siddhi | Sindhu | Smriti | Sona | Srishti | Sudarshan | Sugandh | Sumedha | Surya | Swara | Swastik | Tanmay | Tara | Tejas |
  Trishul | Tulsi | Ujala | Umang | Unnati | Urja | Utkarsh | Vaibhav | Vajra | Vanya | Varun | Vasudha | Vatsal | Vayu | Vidya |
  Vihaan | Vikas | Vinaya | Vishwa | Vriddhi | Yamuna | Yash | Yug | Zaveri | Apex | Arclight | Beacon | BlueSky | Bridgewater | Cedar |
  Cobalt | Crest | Crystal | Delta | Ember | Evergreen | Falcon | Fusion | Harbour | Horizon | Ivory | Jade | Keystone | Lantern | Maple |
  Monsoon | Nimbus | Northstar | Oakridge | Opal | Orchid | Pinnacle | Quartz | Quest | Redwood | Ripple | Sapphire | Silverline |
  Skyline | Sterling | Summit | Terra | Trident | Vertex | Willow | Zenith`);

const STARTS = list(`
  Ze | No | Ve | Qu | Lu | Ka | Ar | Ta | Ri | Sa | Vi | Mo | Ne | Pa | Xe | Or | Cy | Da | Fi | Ga | Ha | Ja | Li | Ma | Na | Om | Pi | Ra |
  Si | Tu | Va | Ya | Zo | Bri | Cla | Dra | Fla | Gra | Kri | Pra | Tri | Vra | Stra | Eo | Ul`);
const MIDDLES = list(`la | ne | ri | to | va | ze | mi | ko | sa | di | ro | lu`);
const ENDS = list(`
  trix | nova | lytics | via | ra | vo | tek | sys | nix | lia | ron | gen | ora | ify | ly | mo | zen | ta | vio | nta | rix | dex | qua |
  lio | vox | wave | leaf | nest | byte | loop | spark | path | grid | core | verse | ssa | mber | lon | dra | sto`);

/** Kinds of company, the most common first. */
const SUFFIXES = new ZipfList(
  list(`
    Technologies | Solutions | Infotech | Systems | Labs | Softech | Digital | Software | Analytics | Media | Studio | Consulting |
    Services | Ventures | Networks | Innovations | Industries | Enterprises | Exports | Global | Infra | Works | Retail | Foods | Pharma |
    Healthcare | Logistics | Motors | Textiles | Ceramics | Fintech | Edtech | Agritech | Realty | Interiors | Electricals | Engineering |
    Polymers | Chemicals | Packaging | Apparel | Jewels | Travels | Hospitality | Events | Publishing | Robotics | Energy | Solar |
    Telecom | Security | Capital | Finserv | Learning | Academy | Creative | Interactive | Commerce | Mobility | Aerospace | Biotech |
    Diagnostics | Wellness | Organics | Dairy | Agro | Infosystems | Cybertech | Cloud | DataWorks`),
  0.9,
);

/** How many employers there are: the rarest few post about once in a million jobs. */
export const COMPANY_COUNT = 40_000;
export const CURATED_COMPANIES = CURATED.length;

function composedName(rank: number): string {
  const h = hash32(rank);
  const suffix = SUFFIXES.pick((h >>> 8) / 16_777_216);
  if (rank < 3_000) return `${STEMS[h % STEMS.length]} ${suffix}`;
  const start = STARTS[h % STARTS.length]!;
  const end = ENDS[(h >>> 6) % ENDS.length]!;
  // Past the first few thousand employers, three-syllable names: each one rare, most seen once or twice.
  const middle = rank < 15_000 ? '' : MIDDLES[(h >>> 12) % MIDDLES.length]!;
  return `${start}${middle}${end} ${suffix}`;
}

/** Every employer name, the most frequent poster first. */
export function companyNames(): string[] {
  const names = [...CURATED];
  for (let rank = CURATED.length; rank < COMPANY_COUNT; rank++) names.push(composedName(rank));
  return names;
}
