// Contact page content. Plain data only.
// The support email address and phone number are not part of this module:
// the site fills in the configured values at render time.

export const contactInfo: {
  replyTime: string;
  businessHours: { days: string; hours: string }[];
  timeZoneNote: string;
  address: { city: 'Rajkot'; region: 'Gujarat'; country: 'India' };
} = {
  replyTime: 'We reply to messages within 24 hours on business days.',
  businessHours: [
    { days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM' },
    { days: 'Saturday', hours: '10:00 AM - 4:00 PM' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  timeZoneNote: 'All times are Eastern Standard Time (EST).',
  address: { city: 'Rajkot', region: 'Gujarat', country: 'India' },
};
