// Phrases shared by every category: what employers do and for whom, where they sell, what they
// offer, and the skills any job may ask for. Each list runs from the common to the rare.
import { list } from './profile';

/** Industries in sentence case ("our fintech business"); titles capitalise the first letter. */
export const INDUSTRIES = list(`
  fintech | e-commerce | SaaS | edtech | healthtech | logistics | pharma | real estate | retail | textile | manufacturing | FMCG |
  ceramics | automotive | hospitality | travel | insurance | banking | agritech | media | gaming | diamond | chemicals | construction |
  telecom | renewable energy | solar | dairy | spices | jewellery | furniture | cosmetics | apparel | footwear | packaging | plastics |
  steel | paper | aviation | shipping | cold chain | food delivery | cloud kitchen | D2C | fitness | sports | legal tech | HR tech |
  proptech | insurtech | regtech | cleantech | EV | drone | robotics | IoT | semiconductor | electronics | medical devices |
  diagnostics | hospital | education | publishing | advertising | events | wedding | tourism | handicrafts | organic farming |
  water purification | security services | facility management | staffing | brass | salt | marine | petrochemical | ayurveda`);

export const PRODUCTS = list(`
  billing software | a payments app | online stores | a learning app | warehouse software | a booking platform | an HR platform |
  a delivery app | telemedicine tools | school management software | a digital lending platform | inventory tools | a CRM |
  accounting software | a marketplace | a fleet tracking system | a farm advisory app | a clinic management system |
  a hotel booking engine | a property portal | an insurance comparison site | IoT sensors | solar monitoring dashboards |
  a GST filing tool | a payroll product | custom ERP systems | mobile games | a news app | a video streaming service |
  a language learning app | a fitness app | a recipe platform | a ride-sharing app | a job board | an export marketplace |
  a B2B ordering app | a loyalty platform | a chat-based support tool | a survey platform | an e-signature product |
  a document scanner app | a point-of-sale system | a restaurant ordering system | a tiles catalogue app | a textile sourcing platform |
  a diamond trading platform | a logistics marketplace | a pharmacy app | a lab report portal | an exam preparation app |
  a coding bootcamp | a wedding planning app | a travel itinerary app | a parking app | an EV charging network | a smart meter platform |
  a drone survey service | a robotics kit | a cybersecurity suite | a cloud backup service | a website builder | cotton yarn |
  ceramic tiles | brass fittings | packaged spices | organic fertilisers | surgical instruments | kitchenware | school uniforms`);

export const CUSTOMERS = list(`
  small businesses | hospitals and clinics | schools and colleges | farmers | exporters | retail chains | diamond traders | textile mills |
  restaurants | hotels | logistics companies | banks | lending companies | insurance agents | real estate developers | manufacturers |
  ceramic tile makers | pharmacies | diagnostic labs | fitness studios | salons | travel agents | wedding planners |
  government departments | NGOs | startups | D2C brands | kirana stores | distributors | dealers | transporters | car dealers |
  builders | architects | interior designers | chartered accountants | law firms | coaching institutes | universities | media houses |
  publishers | event organisers | sports clubs | cooperative societies | dairy cooperatives | spice exporters | jewellers |
  furniture makers | garment exporters | engineering firms | solar installers | EV fleet owners | housing societies | gyms |
  cloud kitchens | home bakers | artisans | students | job seekers | families | shipyards | port operators | tea estates`);

export const REGIONS = list(`
  India | Gujarat | Saurashtra | western India | south India | north India | the Middle East | South-East Asia | Africa | Europe |
  North America | Australia | the UK | the GCC countries | Bangladesh and Nepal | Sri Lanka | Japan | Latin America`);

export const BENEFITS = list(`
  health insurance | 24 days of paid leave | a yearly learning budget | flexible hours | two work-from-home days a week |
  performance bonus | provident fund | paid sick leave | team lunches on Fridays | medical cover for family | laptop provided |
  annual appraisal | free meals at the office | transport allowance | mobile and internet allowance | gym membership |
  stock options | quarterly outings | festival bonus | paid parental leave | certification sponsorship | five-day work week |
  relocation support | accident insurance | conference passes | home office allowance | yearly health check-ups | subsidised canteen`);

/** Certifications, as in "Holding the ... certification is a plus." */
export const CERTIFICATIONS = list(`
  AWS Solutions Architect | CCNA | PMP | Google Ads | Scrum Master | ITIL Foundation | Azure Administrator | Six Sigma Green Belt |
  HubSpot Inbound Marketing | Google Analytics | Meta Blueprint | SHRM-CP | CompTIA Security+ | CKA | RHCE | Salesforce Administrator |
  Oracle Java Programmer | Google Cloud Architect | CISSP | CEH | OSCP | PRINCE2 | SAFe Agilist | Six Sigma Black Belt | CIPD Level 5 |
  NISM | CFA Level 1 | Tally Prime | Salesforce Platform Developer | VMware VCP | Cisco DevNet | Fortinet NSE 4 | Palo Alto PCNSE |
  Terraform Associate | Azure DevOps Engineer | Associate Android Developer | Adobe Certified Professional | Autodesk Certified Professional |
  Google UX Design | SEMrush SEO | ISO 27001 Lead Auditor | ISO 9001 Internal Auditor | CCNP | CKAD | CompTIA A+ | CompTIA Network+`);

/** Skills any job may ask for, besides its own field's. */
export const GENERAL_SKILLS = list(`
  Communication | Teamwork | Problem Solving | Time Management | Attention to Detail | Ownership | Critical Thinking | Customer Focus |
  Adaptability | Leadership | Mentoring | Planning | Prioritisation | Written English | MS Excel | Google Sheets | Jira | Slack | Notion |
  Trello | Asana | Confluence | Zoom | Microsoft Teams | ClickUp | Monday.com | Basecamp | Airtable | Miro | Loom | Calendly`);

/** Spoken languages, as a requirement or an advantage. */
export const LANGUAGES = list(`
  English | Hindi | Gujarati | Marathi | Tamil | Telugu | Kannada | Bengali | Malayalam | Punjabi | Odia | Urdu | Assamese | Konkani |
  Sindhi | Kutchi | Arabic | French | German | Japanese | Spanish | Mandarin`);
