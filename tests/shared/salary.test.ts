import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annualRange, parseSalary, type ParsedSalary, type SalaryPeriod } from '../../shared/domain/salary';

type Expected = [min: number, max: number, currency: string, period: SalaryPeriod] | null;
const r = (min: number, max: number, currency: string, period: SalaryPeriod): Expected => [min, max, currency, period];
const INR_M = (min: number, max = min) => r(min, max, 'INR', 'month');
const INR_Y = (min: number, max = min) => r(min, max, 'INR', 'year');
const L = 100_000;

// Texts as employers type them, and what they say (null: the text does not say enough).
const TABLE: Array<[string, Expected]> = [
  // Indian, monthly
  ['₹25,000 - ₹40,000 per month', INR_M(25000, 40000)],
  ['Rs. 25000-40000/month', INR_M(25000, 40000)],
  ['Rs.25000-40000/month', INR_M(25000, 40000)],
  ['rs 25000 to 40000 per month', INR_M(25000, 40000)],
  ['RS. 25,000/- per month', INR_M(25000)],
  ['Rs. 25,000/- to 40,000/- pm', INR_M(25000, 40000)],
  ['₹ 25,000 – ₹ 40,000 p.m.', INR_M(25000, 40000)],
  ['INR 25000 - 40000 monthly', INR_M(25000, 40000)],
  ['25k-40k per month', INR_M(25000, 40000)],
  ['15k-20k per month', INR_M(15000, 20000)],
  ['15K - 20K / month', INR_M(15000, 20000)],
  ['15-20k per month', INR_M(15000, 20000)],
  ['15 - 20 k pm', INR_M(15000, 20000)],
  ['15 to 20 thousand per month', INR_M(15000, 20000)],
  ['15000 to 20000 Per Month', INR_M(15000, 20000)],
  ['1,20,000 monthly', INR_M(120000)],
  ['Stipend ₹10,000/month', INR_M(10000)],
  ['Stipend: Rs 8000 per month', INR_M(8000)],
  ['stipend 5k/month', INR_M(5000)],
  ['₹18,000 per month + incentives', INR_M(18000)],
  ['₹18000 pm + PF + ESI', INR_M(18000)],
  ['Salary: ₹22,500 per month', INR_M(22500)],
  ['₹22,500.50 per month', INR_M(22500.5)],
  ['Rupees 30000 per month', INR_M(30000)],
  ['30000 rupees monthly', INR_M(30000)],
  ['₨ 30,000 per month', INR_M(30000)],
  ['Between ₹20,000 and ₹30,000 per month', INR_M(20000, 30000)],
  ['between 20k and 30k per month', INR_M(20000, 30000)],
  ['₹20,000 upto ₹30,000 per month', INR_M(20000, 30000)],
  ['₹25,000 - ₹40,000 per month (negotiable)', INR_M(25000, 40000)],
  ['25000-40000 p/m', INR_M(25000, 40000)],
  ['₹25000—₹40000/m', INR_M(25000, 40000)],
  ['₹25000~₹40000 per month', INR_M(25000, 40000)],
  ['₹40,000 - ₹25,000 per month', INR_M(25000, 40000)],
  ['1.5 lakh per month', INR_M(150000)],
  ['1-1.5 lakh per month', INR_M(100000, 150000)],
  ['₹50,000 - 1 lakh per month', INR_M(50000, 100000)],
  ['2 LPM', INR_M(200000)],
  ['₹25,000', INR_M(25000)],
  ['₹25,000 - ₹40,000', INR_M(25000, 40000)],
  ['Rs 15k-20k', INR_M(15000, 20000)],
  ['INR 35000', INR_M(35000)],
  ['₹5,000', INR_M(5000)],
  // Indian, yearly
  ['INR 3,00,000 – 5,00,000 p.a.', INR_Y(3 * L, 5 * L)],
  ['INR 3,00,000 - 5,00,000 P.A', INR_Y(3 * L, 5 * L)],
  ['6-8 LPA', INR_Y(6 * L, 8 * L)],
  ['6 - 8 LPA', INR_Y(6 * L, 8 * L)],
  ['6–8 lpa', INR_Y(6 * L, 8 * L)],
  ['6 to 8 LPA', INR_Y(6 * L, 8 * L)],
  ['6LPA-8LPA', INR_Y(6 * L, 8 * L)],
  ['12 LPA', INR_Y(12 * L)],
  ['12LPA', INR_Y(12 * L)],
  ['12 L.P.A', INR_Y(12 * L)],
  ['₹12 LPA', INR_Y(12 * L)],
  ['3.5 LPA - 5 LPA', INR_Y(3.5 * L, 5 * L)],
  ['3.5-5 LPA', INR_Y(3.5 * L, 5 * L)],
  ['CTC 8 LPA + incentives', INR_Y(8 * L)],
  ['CTC: 8 LPA', INR_Y(8 * L)],
  ['6 to 8 lakhs per annum', INR_Y(6 * L, 8 * L)],
  ['6 to 8 lakh per annum', INR_Y(6 * L, 8 * L)],
  ['6-8 lakhs', INR_Y(6 * L, 8 * L)],
  ['6-8 lacs', INR_Y(6 * L, 8 * L)],
  ['6-8 lac p.a.', INR_Y(6 * L, 8 * L)],
  ['6 L - 8 L', INR_Y(6 * L, 8 * L)],
  ['6L-8L', INR_Y(6 * L, 8 * L)],
  ['6-8L', INR_Y(6 * L, 8 * L)],
  ['₹6L - ₹8L per annum', INR_Y(6 * L, 8 * L)],
  ['Rs 6 lakh to Rs 8 lakh', INR_Y(6 * L, 8 * L)],
  ['4.5 lakhs - 6 lakhs', INR_Y(4.5 * L, 6 * L)],
  ['4.5 Lakhs per year', INR_Y(4.5 * L)],
  ['₹1.2 Cr/yr', INR_Y(12_000_000)],
  ['1.2 crore per annum', INR_Y(12_000_000)],
  ['1-1.5 Cr', INR_Y(10_000_000, 15_000_000)],
  ['₹1 crore', INR_Y(10_000_000)],
  ['50 lakh - 1 crore', INR_Y(50 * L, 100 * L)],
  ['₹5,00,000 per annum', INR_Y(5 * L)],
  ['₹5,00,000', INR_Y(5 * L)],
  ['5,00,000', INR_Y(5 * L)],
  ['3,00,000 - 4,50,000', INR_Y(3 * L, 4.5 * L)],
  ['Rs. 3,60,000/- per annum', INR_Y(3.6 * L)],
  ['₹600k/yr', INR_Y(600000)],
  ['INR 12,00,000 annually', INR_Y(12 * L)],
  ['INR 1200000 yearly', INR_Y(12 * L)],
  ['₹10,00,000 - ₹15,00,000 (CTC)', INR_Y(10 * L, 15 * L)],
  ['From 6 LPA', INR_Y(6 * L)],
  ['Starting 4 LPA', INR_Y(4 * L)],
  ['Min 5 LPA', INR_Y(5 * L)],
  ['at least 5 LPA', INR_Y(5 * L)],
  ['12 LPA+', INR_Y(12 * L)],
  ['4.1 LPA', INR_Y(410000)],
  ['0.5 LPA', INR_Y(50000)],
  ['18 lpa fixed + 2 lpa variable', null],
  // Indian, other periods
  ['₹500 per day', r(500, 500, 'INR', 'day')],
  ['Rs 500-800/day', r(500, 800, 'INR', 'day')],
  ['₹800 daily', r(800, 800, 'INR', 'day')],
  ['₹300 per hour', r(300, 300, 'INR', 'hour')],
  ['₹300/hr', r(300, 300, 'INR', 'hour')],
  ['₹3000 per week', r(3000, 3000, 'INR', 'week')],
  ['₹3000 weekly', r(3000, 3000, 'INR', 'week')],
  ['500 per day', r(500, 500, 'INR', 'day')],
  ['Rs.15,000 - Rs.20,000 P.M.', INR_M(15000, 20000)],
  ['₹30k–₹45k/mo', INR_M(30000, 45000)],
  ['₹7,500 – ₹10,000 a month', INR_M(7500, 10000)],
  ['₹12,000 in-hand per month', INR_M(12000)],
  ['Rs. 12000 to Rs. 15000 (In Hand)', INR_M(12000, 15000)],
  ['Rs. 25000/- (Fixed)', INR_M(25000)],
  ['₹15,000 - 25,000 monthly (depending on experience)', INR_M(15000, 25000)],
  ['25-30 thousand rupees per month', INR_M(25000, 30000)],
  ['₹1,00,000+ per month', INR_M(100000)],
  ['rs 18k pm', INR_M(18000)],
  ['18 K per month', INR_M(18000)],
  ['salary 20000 per mnth', INR_M(20000)],
  ['20000 per mth', INR_M(20000)],
  ['₹ 20,000 p/m', INR_M(20000)],
  ['Monthly ₹30,000', INR_M(30000)],
  ['Monthly salary: 30000 - 35000', INR_M(30000, 35000)],
  ['Rs 3.5 - 4.5 Lakh P.A.', INR_Y(3.5 * L, 4.5 * L)],
  ['2.4 - 3.6 LPA', INR_Y(2.4 * L, 3.6 * L)],
  ['3.6LPA-4.8LPA', INR_Y(3.6 * L, 4.8 * L)],
  ['3.6 lac p.a', INR_Y(3.6 * L)],
  ['8-10 lakhs p.a.', INR_Y(8 * L, 10 * L)],
  ['INR 8L - 12L', INR_Y(8 * L, 12 * L)],
  ['8 to 10 LPA (negotiable for right candidate)', INR_Y(8 * L, 10 * L)],
  ['20-25 lpa', INR_Y(20 * L, 25 * L)],
  ['20 - 25 Lpa.', INR_Y(20 * L, 25 * L)],
  ['30 LPA - 45 LPA + ESOPs', INR_Y(30 * L, 45 * L)],
  ['2,40,000 - 3,00,000 per annum', INR_Y(2.4 * L, 3 * L)],
  ['2.4L - 3L', INR_Y(2.4 * L, 3 * L)],
  ['₹2.4L', INR_Y(2.4 * L)],
  ['Rs 1.5 to 2 lacs per annum', INR_Y(1.5 * L, 2 * L)],
  ['1.5 lakh', INR_Y(1.5 * L)],
  ['CTC upto 12 LPA', null],
  ['12 LPA (fixed) + 3 LPA (variable)', null],
  ['Annual CTC ₹4,20,000', INR_Y(4.2 * L)],
  ['₹4,20,000 yearly', INR_Y(4.2 * L)],
  ['4.2 lakhs/annum', INR_Y(4.2 * L)],
  ['4.2 lakh annually', INR_Y(4.2 * L)],
  ['Rs. 2.5 Cr p.a.', INR_Y(25_000_000)],
  ['2.5 crores', INR_Y(25_000_000)],
  ['2-3 crs', INR_Y(20_000_000, 30_000_000)],
  ['Rs 50k per year', INR_Y(50000)],
  // US
  ['$60k/year', r(60000, 60000, 'USD', 'year')],
  ['$60K/yr', r(60000, 60000, 'USD', 'year')],
  ['$60,000 - $80,000', r(60000, 80000, 'USD', 'year')],
  ['$60,000-$80,000 a year', r(60000, 80000, 'USD', 'year')],
  ['$60k - $80k', r(60000, 80000, 'USD', 'year')],
  ['$60-80k', r(60000, 80000, 'USD', 'year')],
  ['USD 60,000 to 80,000 per annum', r(60000, 80000, 'USD', 'year')],
  ['US$ 70,000', r(70000, 70000, 'USD', 'year')],
  ['USD 25/hr', r(25, 25, 'USD', 'hour')],
  ['$25/hour', r(25, 25, 'USD', 'hour')],
  ['$25 - $30 an hour', r(25, 30, 'USD', 'hour')],
  ['$25-30/hr', r(25, 30, 'USD', 'hour')],
  ['$25 hourly', r(25, 25, 'USD', 'hour')],
  ['$25.50/h', r(25.5, 25.5, 'USD', 'hour')],
  ['$5,000/month', r(5000, 5000, 'USD', 'month')],
  ['$5k/mo', r(5000, 5000, 'USD', 'month')],
  ['$1,200 weekly', r(1200, 1200, 'USD', 'week')],
  ['$200 per day', r(200, 200, 'USD', 'day')],
  ['From $50k', r(50000, 50000, 'USD', 'year')],
  ['Starting at $50,000', r(50000, 50000, 'USD', 'year')],
  ['$120,000+', r(120000, 120000, 'USD', 'year')],
  ['$1.2 million', r(1_200_000, 1_200_000, 'USD', 'year')],
  ['60000 dollars per year', r(60000, 60000, 'USD', 'year')],
  ['$100k - $150k + equity', r(100000, 150000, 'USD', 'year')],
  ['C$ 70,000', r(70000, 70000, 'CAD', 'year')],
  ['CAD 70,000 - 85,000', r(70000, 85000, 'CAD', 'year')],
  ['A$90k', r(90000, 90000, 'AUD', 'year')],
  ['AUD 90,000 pa', r(90000, 90000, 'AUD', 'year')],
  ['NZ$ 65,000', r(65000, 65000, 'NZD', 'year')],
  ['$90,000–$110,000 USD', r(90000, 110000, 'USD', 'year')],
  ['90000-110000 USD per year', r(90000, 110000, 'USD', 'year')],
  ['Hourly: $40-$60', r(40, 60, 'USD', 'hour')],
  ['$40-$60 per hr', r(40, 60, 'USD', 'hour')],
  ['40-60 USD/hour', r(40, 60, 'USD', 'hour')],
  ['USD 5000 - 7000 monthly', r(5000, 7000, 'USD', 'month')],
  ['$70K - $90K DOE', r(70000, 90000, 'USD', 'year')],
  ['$85k base + bonus', r(85000, 85000, 'USD', 'year')],
  ['70-90k', null],
  ['US$ 3000 per month', r(3000, 3000, 'USD', 'month')],
  ['USD 2,500/mo', r(2500, 2500, 'USD', 'month')],
  ['$18/hr', r(18, 18, 'USD', 'hour')],
  ['$1,000/week', r(1000, 1000, 'USD', 'week')],
  ['CAD 35/hour', r(35, 35, 'CAD', 'hour')],
  ['AUD 110k + super', r(110000, 110000, 'AUD', 'year')],
  // UK and Europe
  ['£25k - £30k + bonus', r(25000, 30000, 'GBP', 'year')],
  ['£25,000 to £30,000 per year', r(25000, 30000, 'GBP', 'year')],
  ['£11.44 per hour', r(11.44, 11.44, 'GBP', 'hour')],
  ['£2,000 pcm', r(2000, 2000, 'GBP', 'month')],
  ['GBP 500/day', r(500, 500, 'GBP', 'day')],
  ['€50–60K gross per year', r(50000, 60000, 'EUR', 'year')],
  ['EUR 50-60k', r(50000, 60000, 'EUR', 'year')],
  ['€3.500 netto/Monat', null],
  ['60.000 - 70.000 EUR', r(60000, 70000, 'EUR', 'year')],
  ['€ 4.200 per month', r(4200, 4200, 'EUR', 'month')],
  ['£30,000 pa', r(30000, 30000, 'GBP', 'year')],
  ['£30,000 p.a.', r(30000, 30000, 'GBP', 'year')],
  ['£30k-£35k', r(30000, 35000, 'GBP', 'year')],
  ['£30,000 - £35,000 per annum + benefits', r(30000, 35000, 'GBP', 'year')],
  ['GBP 45,000', r(45000, 45000, 'GBP', 'year')],
  ['£12.50 per hour', r(12.5, 12.5, 'GBP', 'hour')],
  ['£450 per day', r(450, 450, 'GBP', 'day')],
  ['30000 pounds a year', r(30000, 30000, 'GBP', 'year')],
  ['€45k', r(45000, 45000, 'EUR', 'year')],
  ['€45,000 - €55,000', r(45000, 55000, 'EUR', 'year')],
  ['45.000 €', r(45000, 45000, 'EUR', 'year')],
  ['€45.000 - €55.000', r(45000, 55000, 'EUR', 'year')],
  ['EUR 4,000 per month', r(4000, 4000, 'EUR', 'month')],
  ['4000 euros/month', r(4000, 4000, 'EUR', 'month')],
  ['€20/hour', r(20, 20, 'EUR', 'hour')],
  ['CHF 100,000', r(100000, 100000, 'CHF', 'year')],
  // Gulf and Asia
  ['AED 15,000 per month', r(15000, 15000, 'AED', 'month')],
  ['AED 12,000 - 15,000/month', r(12000, 15000, 'AED', 'month')],
  ['AED 15,000', null],
  ['AED 180,000 per annum', r(180000, 180000, 'AED', 'year')],
  ['AED 180,000', r(180000, 180000, 'AED', 'year')],
  ['15000 AED monthly', r(15000, 15000, 'AED', 'month')],
  ['Dhs 8,000 pm', r(8000, 8000, 'AED', 'month')],
  ['SAR 10,000/month', r(10000, 10000, 'SAR', 'month')],
  ['QAR 12000 per month', r(12000, 12000, 'QAR', 'month')],
  ['KWD 800 monthly', r(800, 800, 'KWD', 'month')],
  ['OMR 1,000 per month', r(1000, 1000, 'OMR', 'month')],
  ['BHD 900/month', r(900, 900, 'BHD', 'month')],
  ['SGD 6,000/month', r(6000, 6000, 'SGD', 'month')],
  ['S$6,000 - S$8,000 per month', r(6000, 8000, 'SGD', 'month')],
  ['SGD 80,000', r(80000, 80000, 'SGD', 'year')],
  ['SGD 6,000', null],
  ['¥5,000,000 per year', r(5_000_000, 5_000_000, 'JPY', 'year')],
  ['NPR 50,000 per month', r(50000, 50000, 'NPR', 'month')],
  ['AED 10K-15K + accommodation', null],
  ['AED 10K-15K per month + accommodation', r(10000, 15000, 'AED', 'month')],
  ['Dh 12,000', null],
  ['SAR 8000 + housing + transport', null],
  ['10000 SAR per month', r(10000, 10000, 'SAR', 'month')],
  ['AED 25,000 - 30,000 monthly, tax free', r(25000, 30000, 'AED', 'month')],
  ['QAR 15k/month', r(15000, 15000, 'QAR', 'month')],
  ['120,000 AED per year', r(120000, 120000, 'AED', 'year')],
  ['SGD 5k-7k monthly', r(5000, 7000, 'SGD', 'month')],
  ['S$ 72,000 per annum', r(72000, 72000, 'SGD', 'year')],
  ['LKR 150,000 per month', r(150000, 150000, 'LKR', 'month')],
  ['BDT 40,000 monthly', r(40000, 40000, 'BDT', 'month')],
  // Too little said, or not a salary
  ['Salary negotiable for the right candidate', null],
  ['As per company norms', null],
  ['Attractive package', null],
  ['Depends on experience', null],
  ['DOE', null],
  ['TBD', null],
  ['N/A', null],
  ['-', null],
  ['0', null],
  ['₹', null],
  ['LPA', null],
  ['per month', null],
  ['6-8', null],
  ['6 to 8', null],
  ['3.5', null],
  ['50000-60000', null],
  ['5th pay commission', null],
  ['7th CPC scale', null],
  ['Level 10 pay matrix', null],
  ['Best in the industry (20-30% hike)', null],
  ['Negotiable', null],
  ['As per industry standards', null],
  ['Competitive', null],
  ['Not disclosed', null],
  ['Best in industry', null],
  ['', null],
  ['   ', null],
  ['10-15', null],
  ['35000', null],
  ['15k-20k', null],
  ['25,000', null],
  ['60k', null],
  ['1,20,000', null],
  ['₹1,50,000', null],
  ['$3,000', null],
  ['USD 25', null],
  ['$25-30', null],
  ['Up to ₹50,000/month', null],
  ['Upto 50k per month', null],
  ['up-to 8 LPA', null],
  ['Max 8 LPA', null],
  ['Maximum ₹40,000 per month', null],
  ['Less than 5 LPA', null],
  ['Below 3 LPA', null],
  ['Not more than 30k per month', null],
  ['₹30,000/month + ₹5,000 bonus', null],
  ['₹25,000 per month, 2 years experience', null],
  ['6 LPA, 5 days a week', null],
  ['₹10,000 per month for 6 months', null],
  ['9am - 6pm', null],
  ['10% of sales', null],
  ['₹25,000 per month + 10% incentive', INR_M(25000)],
  ['£350-£400 per day (outside IR35)', r(350, 400, 'GBP', 'day')],
  ['₹20,000/month, 24x7 support role', INR_M(20000)],
  ['Rs25000 per month', INR_M(25000)],
  ['25000INR monthly', INR_M(25000)],
  ['25000pm', INR_M(25000)],
  ['H1B sponsorship, $120k', r(120000, 120000, 'USD', 'year')],
  ['20% hike on current CTC', null],
  ['₹25,000 per month or 3 LPA', null],
  ['$60,000 or €55,000', null],
  ['6 LPA per month', null],
  ['₹25,00 per month', null],
  ['25,0000 per month', null],
  ['6,8 LPA', null],
  ['HK$ 30,000 per month', null],
  ['₹0 per month', null],
  ['0-0 LPA', null],
  ['₹5,000 - ₹5,00,000 per month', null],
  ['₹12345678901234 per month', null],
  ['2 years', null],
  ['5 days a week', null],
  ['3 per day', null],
  ['40 hours per week', null],
  ['₹2 per hour', null],
  ['Call 9876543210', null],
  ['1 2 3 LPA', null],
  ['6 - - 8 LPA', null],
  ['$1.2m', null],
  ['45 000 €', null],
];

// The same texts as people also type them: all lower or upper case, extra spaces, an en or em dash.
const variants = (text: string): string[] => [
  text.toLowerCase(),
  text.toUpperCase(),
  ` ${text.replace(/ /g, '  ')} `,
  text.replace(/ - /g, ' – '),
  text.replace(/-/g, '—'),
];

const asExpected = (s: ParsedSalary | null): Expected => (s ? [s.min, s.max, s.currency, s.period] : null);

describe('parseSalary', () => {
  it.each(TABLE)('%s', (text, expected) => {
    expect(asExpected(parseSalary(text))).toEqual(expected);
  });

  it('reads a text the same in any case, spacing and dash', () => {
    let checked = 0;
    for (const [text, expected] of TABLE) {
      for (const v of variants(text)) {
        // Upper case turns "/m" into "/M" and "pm" into "PM": still the same words.
        expect(asExpected(parseSalary(v)), v).toEqual(expected);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('never throws, and any answer is a positive finite range in one known period', () => {
    const salaryish = fc.stringMatching(/^[₹$€£ a-zA-Z0-9.,\-–/+()~:]{0,60}$/);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), salaryish), (text) => {
        const s = parseSalary(text);
        if (s === null) return;
        expect(s.min).toBeGreaterThan(0);
        expect(Number.isFinite(s.max)).toBe(true);
        expect(s.min).toBeLessThanOrEqual(s.max);
        expect(['hour', 'day', 'week', 'month', 'year']).toContain(s.period);
        expect(s.currency).toMatch(/^[A-Z]{3}$/);
      }),
      { numRuns: 3000 },
    );
  });

  it('reads back a range it is given in the usual forms', () => {
    const amount = fc.integer({ min: 1, max: 99_999_999 });
    fc.assert(
      fc.property(amount, amount, (x, y) => {
        const [a, b] = x <= y ? [x, y] : [y, x];
        fc.pre(b / a <= 50);
        // Under 10,000 rupees a year is read as a count, not pay.
        fc.pre(a >= 1000);
        expect(parseSalary(`₹${a} - ₹${b} per month`)).toEqual({ min: a, max: b, currency: 'INR', period: 'month' });
        const western = (n: number) => n.toLocaleString('en-US');
        const indian = (n: number) => n.toLocaleString('en-IN');
        expect(parseSalary(`Rs. ${indian(a)} to ${indian(b)} p.a.`)).toEqual({ min: a, max: b, currency: 'INR', period: 'year' });
        expect(parseSalary(`$${western(a)}–$${western(b)}/hr`)).toEqual({ min: a, max: b, currency: 'USD', period: 'hour' });
        expect(parseSalary(`£${western(a)} - £${western(b)} per week`)).toEqual({ min: a, max: b, currency: 'GBP', period: 'week' });
      }),
    );
  });

  it('reads back lakhs with up to two decimals', () => {
    const lakhs = fc.integer({ min: 10, max: 9999 }).map((n) => n / 100);
    fc.assert(
      fc.property(lakhs, lakhs, (x, y) => {
        const [a, b] = x <= y ? [x, y] : [y, x];
        fc.pre(b / a <= 50);
        expect(parseSalary(`${a} - ${b} LPA`)).toEqual({ min: Math.round(a * L), max: Math.round(b * L), currency: 'INR', period: 'year' });
      }),
    );
  });
});

describe('annualRange', () => {
  it('scales each period to a year in the same currency', () => {
    expect(annualRange({ min: 25, max: 30, currency: 'USD', period: 'hour' })).toEqual({ min: 52000, max: 62400 });
    expect(annualRange({ min: 500, max: 800, currency: 'INR', period: 'day' })).toEqual({ min: 130000, max: 208000 });
    expect(annualRange({ min: 1000, max: 1000, currency: 'GBP', period: 'week' })).toEqual({ min: 52000, max: 52000 });
    expect(annualRange(parseSalary('₹25,000 - ₹40,000 per month')!)).toEqual({ min: 300000, max: 480000 });
    expect(annualRange(parseSalary('6-8 LPA')!)).toEqual({ min: 600000, max: 800000 });
  });
});
