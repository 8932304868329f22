// Indian cities for demo postings, "City, State", the busiest job markets first (the product was
// born in Saurashtra, so Gujarat's towns come early), then a long tail across every state.
import { list } from './profile';

export const CITIES = list(`
  Rajkot, Gujarat | Ahmedabad, Gujarat | Bengaluru, Karnataka | Mumbai, Maharashtra | Pune, Maharashtra | Surat, Gujarat |
  Hyderabad, Telangana | Vadodara, Gujarat | Chennai, Tamil Nadu | New Delhi, Delhi | Noida, Uttar Pradesh | Gurugram, Haryana |
  Kolkata, West Bengal | Jaipur, Rajasthan | Gandhinagar, Gujarat | Kochi, Kerala | Indore, Madhya Pradesh | Chandigarh, Chandigarh |
  Coimbatore, Tamil Nadu | Navi Mumbai, Maharashtra | Thane, Maharashtra | Lucknow, Uttar Pradesh | Nagpur, Maharashtra |
  Bhubaneswar, Odisha | Thiruvananthapuram, Kerala | Mohali, Punjab | Visakhapatnam, Andhra Pradesh | Mysuru, Karnataka |
  Bhavnagar, Gujarat | Jamnagar, Gujarat | Bhopal, Madhya Pradesh | Nashik, Maharashtra | Ghaziabad, Uttar Pradesh | Faridabad, Haryana |
  Vijayawada, Andhra Pradesh | Madurai, Tamil Nadu | Mangaluru, Karnataka | Dehradun, Uttarakhand | Guwahati, Assam | Patna, Bihar |
  Junagadh, Gujarat | Anand, Gujarat | Morbi, Gujarat | Ranchi, Jharkhand | Raipur, Chhattisgarh | Ludhiana, Punjab | Amritsar, Punjab |
  Gandhidham, Gujarat | Bharuch, Gujarat | Vapi, Gujarat | Navsari, Gujarat | Mehsana, Gujarat | Porbandar, Gujarat | Bhuj, Gujarat |
  Nadiad, Gujarat | Palanpur, Gujarat | Valsad, Gujarat | Amreli, Gujarat | Surendranagar, Gujarat | Gondal, Gujarat | Jetpur, Gujarat |
  Veraval, Gujarat | Godhra, Gujarat | Dahod, Gujarat | Botad, Gujarat | Himmatnagar, Gujarat | Ankleshwar, Gujarat | Kalol, Gujarat |
  Patan, Gujarat | Deesa, Gujarat | Dhoraji, Gujarat | Upleta, Gujarat | Wankaner, Gujarat | Keshod, Gujarat | Mahuva, Gujarat |
  Palitana, Gujarat | Jasdan, Gujarat | Aurangabad, Maharashtra | Kolhapur, Maharashtra | Solapur, Maharashtra | Amravati, Maharashtra |
  Sangli, Maharashtra | Satara, Maharashtra | Jalgaon, Maharashtra | Akola, Maharashtra | Latur, Maharashtra | Dhule, Maharashtra |
  Ahmednagar, Maharashtra | Chandrapur, Maharashtra | Parbhani, Maharashtra | Ichalkaranji, Maharashtra | Jalna, Maharashtra |
  Bhiwandi, Maharashtra | Panvel, Maharashtra | Kalyan, Maharashtra | Vasai, Maharashtra | Ratnagiri, Maharashtra | Nanded, Maharashtra |
  Wardha, Maharashtra | Baramati, Maharashtra | Karad, Maharashtra | Lonavala, Maharashtra | Alibag, Maharashtra | Hubballi, Karnataka |
  Belagavi, Karnataka | Kalaburagi, Karnataka | Davanagere, Karnataka | Ballari, Karnataka | Shivamogga, Karnataka | Tumakuru, Karnataka |
  Udupi, Karnataka | Vijayapura, Karnataka | Hassan, Karnataka | Mandya, Karnataka | Chitradurga, Karnataka | Bidar, Karnataka |
  Manipal, Karnataka | Dharwad, Karnataka | Raichur, Karnataka | Karwar, Karnataka | Tiruchirappalli, Tamil Nadu | Salem, Tamil Nadu |
  Tirunelveli, Tamil Nadu | Tiruppur, Tamil Nadu | Erode, Tamil Nadu | Vellore, Tamil Nadu | Thoothukudi, Tamil Nadu |
  Thanjavur, Tamil Nadu | Dindigul, Tamil Nadu | Hosur, Tamil Nadu | Nagercoil, Tamil Nadu | Kanchipuram, Tamil Nadu | Karur, Tamil Nadu |
  Kumbakonam, Tamil Nadu | Sivakasi, Tamil Nadu | Pollachi, Tamil Nadu | Ooty, Tamil Nadu | Cuddalore, Tamil Nadu |
  Chengalpattu, Tamil Nadu | Kozhikode, Kerala | Thrissur, Kerala | Kollam, Kerala | Kannur, Kerala | Alappuzha, Kerala |
  Palakkad, Kerala | Kottayam, Kerala | Malappuram, Kerala | Kasaragod, Kerala | Pathanamthitta, Kerala | Warangal, Telangana |
  Karimnagar, Telangana | Nizamabad, Telangana | Khammam, Telangana | Secunderabad, Telangana | Mahbubnagar, Telangana |
  Nalgonda, Telangana | Guntur, Andhra Pradesh | Nellore, Andhra Pradesh | Tirupati, Andhra Pradesh | Kakinada, Andhra Pradesh |
  Rajahmundry, Andhra Pradesh | Kurnool, Andhra Pradesh | Anantapur, Andhra Pradesh | Kadapa, Andhra Pradesh | Eluru, Andhra Pradesh |
  Ongole, Andhra Pradesh | Amaravati, Andhra Pradesh | Srikakulam, Andhra Pradesh | Vizianagaram, Andhra Pradesh |
  Kanpur, Uttar Pradesh | Agra, Uttar Pradesh | Varanasi, Uttar Pradesh | Prayagraj, Uttar Pradesh | Meerut, Uttar Pradesh |
  Bareilly, Uttar Pradesh | Aligarh, Uttar Pradesh | Moradabad, Uttar Pradesh | Gorakhpur, Uttar Pradesh | Saharanpur, Uttar Pradesh |
  Jhansi, Uttar Pradesh | Mathura, Uttar Pradesh | Firozabad, Uttar Pradesh | Ayodhya, Uttar Pradesh | Greater Noida, Uttar Pradesh |
  Muzaffarnagar, Uttar Pradesh | Shahjahanpur, Uttar Pradesh | Rampur, Uttar Pradesh | Etawah, Uttar Pradesh | Sultanpur, Uttar Pradesh |
  Jodhpur, Rajasthan | Udaipur, Rajasthan | Kota, Rajasthan | Bikaner, Rajasthan | Ajmer, Rajasthan | Alwar, Rajasthan |
  Bhilwara, Rajasthan | Sikar, Rajasthan | Bharatpur, Rajasthan | Pali, Rajasthan | Sri Ganganagar, Rajasthan | Chittorgarh, Rajasthan |
  Jaisalmer, Rajasthan | Pushkar, Rajasthan | Bhiwadi, Rajasthan | Neemrana, Rajasthan | Gwalior, Madhya Pradesh |
  Jabalpur, Madhya Pradesh | Ujjain, Madhya Pradesh | Sagar, Madhya Pradesh | Dewas, Madhya Pradesh | Satna, Madhya Pradesh |
  Ratlam, Madhya Pradesh | Rewa, Madhya Pradesh | Katni, Madhya Pradesh | Singrauli, Madhya Pradesh | Burhanpur, Madhya Pradesh |
  Khandwa, Madhya Pradesh | Pithampur, Madhya Pradesh | Jalandhar, Punjab | Patiala, Punjab | Bathinda, Punjab | Pathankot, Punjab |
  Hoshiarpur, Punjab | Moga, Punjab | Firozpur, Punjab | Kapurthala, Punjab | Phagwara, Punjab | Rajpura, Punjab | Panipat, Haryana |
  Ambala, Haryana | Karnal, Haryana | Hisar, Haryana | Rohtak, Haryana | Sonipat, Haryana | Panchkula, Haryana | Yamunanagar, Haryana |
  Kurukshetra, Haryana | Rewari, Haryana | Bahadurgarh, Haryana | Sirsa, Haryana | Bhiwani, Haryana | Manesar, Haryana |
  Howrah, West Bengal | Durgapur, West Bengal | Asansol, West Bengal | Siliguri, West Bengal | Kharagpur, West Bengal |
  Haldia, West Bengal | Bardhaman, West Bengal | Malda, West Bengal | Kalyani, West Bengal | Darjeeling, West Bengal | Cuttack, Odisha |
  Rourkela, Odisha | Berhampur, Odisha | Sambalpur, Odisha | Puri, Odisha | Balasore, Odisha | Bhadrak, Odisha | Angul, Odisha |
  Jharsuguda, Odisha | Gaya, Bihar | Bhagalpur, Bihar | Muzaffarpur, Bihar | Darbhanga, Bihar | Purnia, Bihar | Begusarai, Bihar |
  Arrah, Bihar | Hajipur, Bihar | Jamshedpur, Jharkhand | Dhanbad, Jharkhand | Bokaro, Jharkhand | Hazaribagh, Jharkhand |
  Deoghar, Jharkhand | Giridih, Jharkhand | Bhilai, Chhattisgarh | Bilaspur, Chhattisgarh | Korba, Chhattisgarh | Durg, Chhattisgarh |
  Raigarh, Chhattisgarh | Jagdalpur, Chhattisgarh | Silchar, Assam | Dibrugarh, Assam | Jorhat, Assam | Tezpur, Assam | Nagaon, Assam |
  Tinsukia, Assam | Haridwar, Uttarakhand | Roorkee, Uttarakhand | Haldwani, Uttarakhand | Rishikesh, Uttarakhand |
  Rudrapur, Uttarakhand | Kashipur, Uttarakhand | Nainital, Uttarakhand | Shimla, Himachal Pradesh | Dharamshala, Himachal Pradesh |
  Solan, Himachal Pradesh | Mandi, Himachal Pradesh | Baddi, Himachal Pradesh | Kullu, Himachal Pradesh | Manali, Himachal Pradesh |
  Srinagar, Jammu and Kashmir | Jammu, Jammu and Kashmir | Anantnag, Jammu and Kashmir | Baramulla, Jammu and Kashmir |
  Katra, Jammu and Kashmir | Panaji, Goa | Margao, Goa | Vasco da Gama, Goa | Mapusa, Goa | Ponda, Goa | Shillong, Meghalaya |
  Imphal, Manipur | Aizawl, Mizoram | Agartala, Tripura | Kohima, Nagaland | Dimapur, Nagaland | Itanagar, Arunachal Pradesh |
  Gangtok, Sikkim | Puducherry, Puducherry | Port Blair, Andaman and Nicobar Islands | Leh, Ladakh |
  Silvassa, Dadra and Nagar Haveli and Daman and Diu | Daman, Dadra and Nagar Haveli and Daman and Diu | Kavaratti, Lakshadweep`);

/** Where remote jobs say they are. */
export const REMOTE_LOCATION = 'Remote (India)';
