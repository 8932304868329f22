// Demo vocabulary of the business categories: marketing and sales (2), HR and assistants (3),
// business development (5).
import { list, roles, type CategoryProfile } from './profile';

export const SALES: CategoryProfile = {
  roles: roles(`
    Sales Executive: B2B, Retail, FMCG, Pharma | Inside Sales Representative: SaaS, EdTech | Marketing Executive: Events, Trade, Brand |
    Field Sales Officer: FMCG, Pharma, Agri Inputs | Key Account Executive: Modern Trade, Enterprise | Sales Manager: Regional, Channel |
    Area Sales Manager: FMCG, Paints, Tiles | Territory Sales Executive | Marketing Manager: Brand, Product, Growth | Telesales Executive |
    Medical Representative: Cardiology, Diabetes, Dermatology | Relationship Manager: Banking, Insurance, Wealth |
    Business Sales Executive | Retail Store Manager | Channel Sales Manager | Customer Success Executive: SaaS | Brand Manager |
    Product Marketing Manager | Trade Marketing Executive | Sales Coordinator | Showroom Sales Executive: Cars, Two-wheelers, Furniture |
    Real Estate Sales Executive | Insurance Advisor | Export Sales Executive | Corporate Sales Manager | Pre-sales Consultant`),
  duties: list(`
    qualify inbound leads and run product demos | grow accounts in our regional territory | plan and report on monthly campaigns |
    keep the CRM accurate and up to date | work with marketing on offers and events | visit dealers and distributors every week |
    meet monthly targets across your beat | onboard new retailers and train their staff | run in-store promotions and sampling drives |
    track competitor pricing and schemes | prepare weekly sales reports in {tool} | follow up on collections and credit notes |
    plan the launch of new products in your area | answer customer calls and close orders over the phone |
    represent us at trade fairs and dealer meets | build a pipeline of corporate clients | manage leads in {tool} |
    design loyalty schemes for repeat customers | coach a small group of sales officers | send proposals and quotations the same day`),
  tools: list(`
    Salesforce | Zoho CRM | HubSpot | Excel | LeadSquared | Freshsales | Pipedrive | Google Sheets | Tally | Power BI | SAP SD | Odoo CRM |
    WhatsApp Business | LinkedIn Sales Navigator`),
  skills: list(`
    B2B Sales | CRM | Negotiation | Lead Generation | Presentation | Excel | Cold Calling | B2C Sales | Field Sales | Inside Sales |
    Key Account Management | Channel Sales | Distributor Management | Retail Sales | Sales Forecasting | Pipeline Management | Salesforce |
    Zoho CRM | HubSpot | Pipedrive | Freshsales | LeadSquared | Tally | SAP SD | Territory Management | Market Research | Customer Retention |
    Upselling | Cross-selling | Email Marketing | Campaign Management | Event Marketing | Trade Marketing | Brand Management |
    Product Marketing | Pricing | Merchandising | Visual Merchandising | Dealer Network | FMCG Sales | Pharma Sales | Insurance Sales |
    Real Estate Sales | Automobile Sales | Telesales | Telecalling | Customer Service | Objection Handling | Closing Deals | Product Demos |
    Solution Selling | SPIN Selling | Consultative Selling | Account-Based Marketing | Partner Marketing | Affiliate Marketing |
    Influencer Marketing | Loyalty Programmes | PowerPoint | Google Sheets | Power BI | Sales Reporting | Collections | Credit Control |
    GST Basics | Export Sales | Tender Management | Government Sales | GeM Portal | Institutional Sales | Corporate Sales | SaaS Sales |
    Enterprise Sales | Inbound Sales | Outbound Sales | Apollo.io | LinkedIn Sales Navigator | ZoomInfo | Lusha | Outreach | Gong |
    Calendly | WhatsApp Business | IndiaMART | TradeIndia | JustDial | Amazon Seller Central | Flipkart Seller Hub | Meesho Supplier Panel |
    Modern Trade | General Trade | Route Planning | Beat Planning | Secondary Sales | Primary Sales | Sales Training | Team Handling |
    Target Achievement | Revenue Growth | Customer Onboarding | Customer Success | NPS | Churn Reduction | Marketing Automation | Marketo |
    Pardot | Mailchimp | Brevo | WebEngage | Sales Enablement | Competitive Analysis | Go-to-Market Strategy | Public Speaking |
    Two-wheeler Licence | Rural Marketing | Kirana Activation | Van Sales | Sampling Drives | POS Materials | Planogram Compliance |
    Shelf Share | Category Management | Scheme Management | Claims Settlement | Dealer Financing | Rate Contracts | Vendor Registration |
    Cardiology Products | Diabetology Products | Orthopaedic Implants | Surgical Consumables | Veterinary Products | Crop Protection |
    Seeds and Fertilisers | Paints and Coatings | Sanitaryware | Modular Kitchens | Home Loans | Mutual Funds | Demat Accounts |
    Life Insurance | Health Insurance | Motor Insurance | Credit Cards | Gold Loans | Microfinance | Solar Rooftops | Water Purifiers`),
};

export const HR: CategoryProfile = {
  roles: roles(`
    HR Executive: Recruitment, Payroll, Generalist | HR Manager: Plant, Corporate | Talent Acquisition Specialist: Tech, Non-tech, Campus |
    Executive Assistant: to the CEO, to the Founders | HR Generalist | Recruiter: IT, Sales, Healthcare | Payroll Executive |
    HR Business Partner | Office Administrator | Personal Assistant | Admin Executive | Training Coordinator | Learning and Development Manager |
    Compensation and Benefits Analyst | HR Operations Executive | Employee Relations Manager | HRIS Analyst | Front Office Executive |
    Receptionist | Office Manager | Recruitment Coordinator | Campus Recruiter | Industrial Relations Officer | Welfare Officer |
    People Operations Manager | Chief of Staff`),
  duties: list(`
    run hiring from job post to offer letter | handle onboarding, payroll inputs and attendance | support the founders with calendars and travel |
    keep HR policies and records in order | organise employee engagement activities | screen candidates and schedule interviews |
    run payroll in {tool} every month | file PF, ESIC and professional tax returns on time | write clear job descriptions with hiring managers |
    plan campus drives at colleges across the state | handle exits, full and final settlements and experience letters |
    run appraisals and collect 360-degree feedback | keep the employee handbook current | manage vendors, housekeeping and office supplies |
    prepare minutes of meetings and follow up on actions | book travel, visas and hotels for the leadership |
    handle grievances fairly and in confidence | build reports on attrition and hiring in {tool} | move our HR records to {tool} |
    welcome visitors and manage the front desk`),
  tools: list(`
    Keka | greytHR | Zoho People | Darwinbox | Excel | SAP SuccessFactors | Workday | BambooHR | Naukri RMS | Google Workspace |
    Microsoft 365 | Tally | Power BI | Freshteam`),
  skills: list(`
    Recruitment | Onboarding | Payroll | Labour Law | MS Office | Communication | HRMS | Scheduling | Talent Acquisition | Sourcing |
    Screening | Interviewing | Employer Branding | Campus Hiring | Lateral Hiring | Bulk Hiring | Executive Search | Naukri |
    LinkedIn Recruiter | Indeed | Boolean Search | Applicant Tracking Systems | Greenhouse | Lever | Workday | SAP SuccessFactors |
    Zoho People | Keka | greytHR | Darwinbox | BambooHR | Performance Management | OKRs | KPIs | Compensation and Benefits |
    Salary Benchmarking | Employee Engagement | Employee Relations | Grievance Handling | Disciplinary Procedures | POSH |
    Statutory Compliance | Provident Fund | ESIC | Gratuity | Professional Tax | TDS | Shops and Establishments Act | Factories Act |
    Contract Labour Act | Industrial Relations | HR Policies | Employee Handbook | Exit Interviews | Full and Final Settlement |
    Attendance Management | Leave Management | Biometric Systems | Learning and Development | Training Needs Analysis | Induction |
    Succession Planning | Workforce Planning | HR Analytics | Excel | Power BI | Google Workspace | Calendar Management | Travel Booking |
    Minutes of Meetings | Document Management | Vendor Coordination | Office Administration | Front Office | Petty Cash | Expense Reports |
    Board Meetings | Confidentiality | Stakeholder Management | Executive Support | Diary Management | Email Drafting | Typing | Shorthand |
    Event Planning | Visa Processing | Background Verification | Offer Letters | Appointment Letters | Appraisals | 360-degree Feedback |
    Diversity and Inclusion | Wellness Programmes | Change Management | Organisation Development | Culture Building |
    HR Business Partnering | SHRM-CP | PHR | CIPD | Psychometric Tests | Assessment Centres | Job Descriptions | Job Evaluation |
    Labour Codes | Internship Programmes | Remote Onboarding | Slack | Zoom | Notion | Asana | Trello | Freshteam | Zimyo | Qandle |
    sumHR | PeopleStrong | HROne | Pocket HRMS | Spine HR | Saral PayPack | Form 16 | Form 12BB | Bonus Act | Maternity Benefit Act |
    Minimum Wages Act | Standing Orders | Canteen Management | Transport Management | Housekeeping Supervision | Reception Management |
    Courier Management | Stationery Procurement | AMC Tracking | Lease Agreements | Guest House Management | Security Supervision`),
};

export const BUSINESS: CategoryProfile = {
  roles: roles(`
    Business Development Manager: IT Services, SaaS, Exports, Healthcare | Business Development Executive: B2B, International, EdTech |
    Partnerships Manager: Fintech, Brand, Channel | Export Business Manager: Africa, Middle East, Europe | Growth Manager |
    Strategic Alliances Manager | Franchise Development Manager | Key Account Manager | International Business Executive |
    Business Analyst | Bid Manager | Alliance Manager | Account Executive: Enterprise, Mid-market | Market Expansion Manager |
    Pre-sales Manager | Tender Executive | Corporate Relations Manager | Sourcing Manager | Import Export Executive | Category Manager`),
  duties: list(`
    find and close new B2B partnerships | prepare proposals, pricing and contracts | represent the company at trade fairs |
    build a pipeline in domestic and export markets | work with operations on delivery commitments | answer tenders and RFPs end to end |
    appoint distributors in new states | open new export markets for our products | negotiate annual rate contracts with key clients |
    build pitch decks and business cases | track every opportunity in {tool} | research markets and size new opportunities |
    meet buyers at exhibitions in India and abroad | handle export documentation with our freight forwarders |
    grow revenue from our top twenty accounts | set up franchise partners in tier-2 cities | plan quarterly targets with the founders |
    build relationships with procurement heads | run pilots with new partners and measure results | report pipeline health in {tool}`),
  tools: list(`
    Salesforce | HubSpot | Zoho CRM | Excel | PowerPoint | LinkedIn Sales Navigator | Pipedrive | Google Sheets | Power BI | Notion`),
  skills: list(`
    Business Development | B2B Sales | Proposal Writing | Negotiation | Market Research | CRM | Export Documentation | Lead Generation |
    Partnerships | Strategic Alliances | Channel Partnerships | Key Account Management | Contract Negotiation | Pricing Strategy |
    Financial Modelling | Business Plans | Pitch Decks | RFPs | Tenders | Government Liaison | International Business | Import-Export |
    Incoterms | Letters of Credit | DGFT | Customs Clearance | Freight Forwarding | Foreign Trade Policy | IEC Registration | Trade Fairs |
    Buyer Meets | Distributor Appointment | Franchise Development | Retail Expansion | Market Entry Strategy | Competitive Intelligence |
    SWOT Analysis | Sales Strategy | Revenue Forecasting | P&L Ownership | Budgeting | Vendor Development | Procurement | Supply Chain |
    Sourcing | ISO 9001 | BIS Certification | FSSAI | CE Marking | Salesforce | HubSpot | Zoho CRM | LinkedIn Sales Navigator | Excel |
    PowerPoint | Google Sheets | Storytelling | Relationship Building | CXO Engagement | Deal Structuring | Due Diligence |
    Mergers and Acquisitions | Investor Relations | Fundraising | Startup Ecosystem | SaaS | IT Services Sales | Staff Augmentation |
    Offshore Development | Upwork | Clutch | Cold Emailing | Account Planning | Upselling | Customer Success | Solution Selling |
    Consultative Selling | MEDDIC | Challenger Sale | Value Selling | Public Speaking | Networking | Middle East Markets | African Markets |
    US Markets | European Markets | ASEAN Markets | GCC Markets | Ceramic Tiles | Textiles | Chemicals | Pharmaceuticals |
    Engineering Goods | Brass Parts | Diamonds | Jewellery | Spices | Agri Commodities | Machine Tools | Solar Panels | Auto Components |
    Packaging | Plastics | Furniture | Handicrafts | Apparel | Medical Devices | Industrial Automation | Pumps and Valves |
    Castings and Forgings | Cotton Yarn | Groundnut Oil | Sesame Seeds | Cumin | Basmati Rice | Marine Products | Leather Goods |
    Carpets | Bicycle Parts | Hand Tools | Electrical Cables | Transformers | Bearings | Fasteners | Granite | Marble | Sanitaryware Exports |
    Agarbatti | Ayurvedic Products | Organic Produce | Frozen Foods | Dehydrated Onion | Castor Oil | Guar Gum | Isabgol | Salt Works |
    Ship Recycling | Petrochemicals | Dyes and Pigments | API Manufacturing | Contract Manufacturing | White Labelling | ODM Partnerships`),
};
