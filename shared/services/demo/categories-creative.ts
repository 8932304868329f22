// Demo vocabulary of the creative categories: SEO and social media (4), content writing (8),
// graphic design (9).
import { list, roles, type CategoryProfile } from './profile';

export const SEO_SOCIAL: CategoryProfile = {
  roles: roles(`
    SEO Specialist: Technical, Local, E-commerce | Social Media Manager: Instagram, LinkedIn, YouTube | Digital Marketing Executive |
    Performance Marketer: Meta Ads, Google Ads | Content and Community Manager | SEO Analyst | Social Media Executive |
    Digital Marketing Manager: D2C, B2B | PPC Specialist | Growth Marketer | Influencer Marketing Manager | SEO Manager |
    Community Manager: Discord, WhatsApp | Paid Social Specialist | Email Marketing Specialist | Marketing Automation Specialist |
    Online Reputation Manager | App Store Optimisation Specialist | Analytics Specialist: GA4 | Technical SEO Consultant |
    Social Media Strategist | Video Marketing Executive: YouTube, Reels`),
  duties: list(`
    plan and publish content across Instagram, LinkedIn and YouTube | run technical and on-page SEO audits |
    manage paid campaigns and report on results | grow organic traffic with keyword research | build and moderate our online community |
    track conversions in {tool} | fix crawl errors and broken links across the site | brief writers on search intent and structure |
    plan a monthly content calendar | shoot and edit short Reels with the design desk | reply to comments and reviews within a day |
    work with creators and influencers on launches | cut cost per lead on our paid channels | build landing pages that convert |
    report weekly on reach, engagement and leads | audit our site with {tool} every month | run A/B tests on ad creatives |
    improve our Google Business Profile rankings in every city | send newsletters and automate drip campaigns in {tool} |
    build backlinks through digital PR`),
  tools: list(`
    Google Analytics | Ahrefs | SEMrush | Google Search Console | Screaming Frog | Meta Ads Manager | Google Tag Manager | HubSpot |
    Looker Studio | Mailchimp | Hootsuite | Klaviyo | Moz | Hotjar`),
  skills: list(`
    SEO | Google Search Console | Google Analytics | Meta Ads | Content Calendar | Canva | Keyword Research | Copywriting | Google Ads | GA4 |
    Google Tag Manager | Ahrefs | SEMrush | Moz | Screaming Frog | Ubersuggest | Link Building | On-page SEO | Off-page SEO |
    Technical SEO | Local SEO | Google Business Profile | Schema Markup | Core Web Vitals | Page Speed | Site Audits | Content Strategy |
    Instagram | Facebook | LinkedIn | YouTube | Pinterest | Threads | Snapchat | ShareChat | Moj | Reels | YouTube Shorts |
    Community Management | Influencer Outreach | Social Listening | Hootsuite | Buffer | Sprout Social | Later | Meta Business Suite |
    LinkedIn Ads | YouTube Ads | Performance Marketing | PPC | ROAS | A/B Testing | Conversion Rate Optimisation | Landing Pages |
    Unbounce | Hotjar | Microsoft Clarity | Looker Studio | Mailchimp | Klaviyo | WhatsApp Marketing | SMS Marketing | Email Marketing |
    Marketing Automation | HubSpot | Zapier | WordPress | Yoast SEO | Rank Math | Shopify | Amazon Ads | Flipkart Ads |
    App Store Optimisation | Video Editing | CapCut | InShot | Premiere Pro | Photoshop | Lightroom | Trend Research | Meme Marketing |
    Brand Voice | Crisis Communication | Online Reputation Management | Review Management | Quora Marketing | Reddit Marketing |
    E-commerce SEO | International SEO | Multilingual SEO | Hreflang | XML Sitemaps | Log File Analysis | JavaScript SEO |
    Structured Data | Featured Snippets | Voice Search | ChatGPT | Prompt Writing | Generative AI | Jasper | Surfer SEO | Clearscope |
    Frase | MarketMuse | BrightEdge | Similarweb | SpyFu | Majestic | BuzzSumo | Brand24 | Talkwalker | Meltwater | Google Trends |
    Keyword Planner | Bing Webmaster Tools | Digital PR | Guest Posting | Growth Hacking | Funnel Analysis | Cohort Analysis |
    Attribution Modelling | UTM Tracking | Meta Pixel | Conversions API | Server-side Tagging | BigQuery | SQL | Python | Excel |
    Sprinklr | Khoros | Emplifi | Iconosquare | Metricool | SocialPilot | Zoho Social | Agorapulse | Sendible | Loomly | Planoly |
    Linktree | ManyChat | Interakt | Wati | Gupshup | Netcore | Moengage Campaigns | Branch Links | AppsFlyer Attribution | Singular |
    Google Merchant Center | Performance Max | Demand Gen Campaigns | Discovery Ads | Programmatic Advertising | DV360 | The Trade Desk |
    InMobi | Taboola | Outbrain | Affiliate Networks | Cuelinks | EarnKaro | vCommission`),
};

export const WRITING: CategoryProfile = {
  roles: roles(`
    Content Writer: Tech, Finance, Healthcare, Travel | Technical Writer: APIs, SaaS, Hardware | Copywriter: Advertising, Brand, Digital |
    SEO Content Writer | Content Editor | Senior Editor | Script Writer: YouTube, Ads | UX Writer | Content Strategist |
    Proofreader | Hindi Content Writer | Gujarati Content Writer | Documentation Engineer | Instructional Designer | Journalist |
    Sub-editor | Blog Writer | Ghostwriter | Grant Writer | Medical Writer | Translator: Hindi, Gujarati, Marathi | Content Moderator |
    Newsletter Editor | Communications Executive | Creative Writer | Product Content Writer`),
  duties: list(`
    write blog posts, guides and landing pages | turn engineering notes into clear documentation | edit freelance contributions for tone and accuracy |
    research topics and interview subject experts | keep our style guide up to date | write product descriptions for our catalogue |
    draft scripts for short videos and podcasts | write release notes for every update | translate our help articles into Hindi and Gujarati |
    plan an editorial calendar with the marketing desk | write case studies with our happiest customers | publish articles in {tool} |
    fact-check every claim before it goes live | write email newsletters that people actually open | rewrite old articles that lost traffic |
    write microcopy for buttons, errors and empty states | document our APIs in {tool} | write press releases and media notes |
    turn webinars into readable articles | brief designers on graphics for each story`),
  tools: list(`
    WordPress | Google Docs | Notion | Markdown | Confluence | Grammarly | Docusaurus | GitBook | Contentful | Ghost | MkDocs | Sphinx |
    Read the Docs | Substack`),
  skills: list(`
    Writing | Editing | SEO | Research | Grammar | WordPress | Markdown | Storytelling | Proofreading | Copywriting | Technical Writing |
    Blogging | Content Strategy | Long-form Content | Ghostwriting | Script Writing | UX Writing | Microcopy | Email Copy | Ad Copy |
    Product Descriptions | Press Releases | Case Studies | White Papers | E-books | Newsletters | Social Media Copy | Creative Writing |
    Journalism | Interviewing | Fact-checking | Style Guides | AP Style | Chicago Manual of Style | Plain Language | Localisation |
    Translation | Transcreation | Hindi Writing | Gujarati Writing | Marathi Writing | Tamil Writing | Bengali Writing | Telugu Writing |
    Grammarly | Hemingway Editor | Google Docs | Notion | Confluence | GitBook | Docusaurus | Read the Docs | Sphinx | MkDocs | DITA |
    MadCap Flare | Adobe FrameMaker | API Documentation | OpenAPI | Postman | Git | HTML | Docs as Code | Release Notes | User Manuals |
    Knowledge Base | Help Centre Articles | Zendesk Guide | Intercom Articles | Surfer SEO | Keyword Research | Content Calendars |
    Editorial Planning | CMS | Contentful | Ghost | Medium | Substack | LinkedIn Articles | YouTube Scripts | Podcast Scripts |
    Video Scripts | Voice-over Scripts | Speech Writing | Academic Writing | Research Papers | Grant Writing | CSR Reports |
    Annual Reports | Financial Writing | Legal Writing | Medical Writing | Healthcare Content | Edtech Content | Fintech Content |
    Travel Writing | Food Writing | Fashion Writing | Lifestyle Content | Tech Reviews | Gadget Reviews | Sports Writing |
    Entertainment News | Regional News | Content Audits | Content Pruning | Internal Linking | E-E-A-T | AI-assisted Writing | ChatGPT |
    Prompt Writing | Plagiarism Checks | Copyscape | Turnitin | Citation Management | Zotero | Mendeley | Creative Briefs |
    Brand Guidelines | Tone of Voice | Headline Writing | Taglines | Brand Naming | Slogans | Jingles | Poetry | Short Stories |
    Screenwriting | Final Draft | Celtx | Scrivener | Storyboards | Subtitling | Closed Captions | Aegisub | Transcription | Otter.ai |
    Descript | Audiobooks | Children's Books | Comics Scripts | Quiz Writing | Crossword Setting | Exam Content | Question Banks |
    MCQ Writing | Lesson Plans | SCORM | Articulate Storyline | Rise 360 | Adobe Captivate | Moodle | LearnDash | Teachable | Thinkific`),
};

export const DESIGN: CategoryProfile = {
  roles: roles(`
    Graphic Designer: Print, Social Media, Packaging | UI/UX Designer: Mobile, Web, SaaS | Visual Designer | Motion Graphics Designer |
    Brand Designer | Product Designer: Fintech, E-commerce | Illustrator: Children's Books, Editorial | Video Editor: YouTube, Ads |
    Packaging Designer | 3D Artist: Product, Architecture | Art Director | Creative Designer | UX Researcher | Presentation Designer |
    Web Designer | Textile Designer | Interaction Designer | Design Lead | Photo Editor | Layout Artist | Character Animator |
    Concept Artist | DTP Operator | Signage Designer | Exhibition Designer`),
  duties: list(`
    design social posts, banners and print material | create wireframes and prototypes in Figma | keep our brand system consistent |
    produce short motion pieces for campaigns | prepare files for print and web | design packaging for our new product range |
    build and maintain our design system in {tool} | run usability tests with real customers | design catalogues and brochures for trade fairs |
    edit product photos for our online store | animate logos and explainer videos in {tool} | design pitch decks for the founders |
    illustrate blog covers and newsletters | turn rough ideas into polished mock-ups | work with printers on colour proofs |
    design app screens from user flows | create 3D renders of our products in {tool} | design festive campaigns for Diwali and Navratri |
    design signage for our stores and events | review every screen with developers before release`),
  tools: list(`
    Figma | Adobe Illustrator | Photoshop | After Effects | Blender | InDesign | Premiere Pro | CorelDRAW | Canva | Cinema 4D | Procreate |
    DaVinci Resolve | Framer | Sketch`),
  skills: list(`
    Figma | Adobe Photoshop | Illustrator | After Effects | Typography | Branding | UI Design | Canva | Adobe InDesign | Premiere Pro |
    CorelDRAW | Sketch | Adobe XD | Blender | Cinema 4D | Procreate | Affinity Designer | Affinity Publisher | Lightroom | DaVinci Resolve |
    Final Cut Pro | Motion Graphics | 2D Animation | 3D Modelling | Character Design | Illustration | Logo Design | Packaging Design |
    Print Design | Prepress | Colour Theory | Layout | Grid Systems | Iconography | Infographics | Data Visualisation |
    Presentation Design | Social Media Creatives | Banner Design | Ad Creatives | Brand Identity | Style Guides | Design Systems |
    Wireframing | Prototyping | User Research | Usability Testing | Information Architecture | Interaction Design | Micro-interactions |
    Accessibility | Material Design | Human Interface Guidelines | Responsive Design | Webflow | Framer | ProtoPie | Principle | Lottie |
    Rive | Spline | Photography | Product Photography | Photo Retouching | Video Editing | Storyboarding | Mood Boards | Art Direction |
    Visual Merchandising | Signage | Exhibition Design | Environmental Graphics | Textile Design | Print Production | Screen Printing |
    Offset Printing | Pantone | CMYK | Hand Lettering | Calligraphy | Devanagari Typography | Gujarati Typography | Type Design | Glyphs |
    FontLab | Zeplin | Miro | FigJam | Maze | Midjourney | Adobe Firefly | Stable Diffusion | Substance Painter | ZBrush | Maya | 3ds Max |
    Houdini | Unreal Engine | Game Art | Pixel Art | Concept Art | Matte Painting | Comic Art | Editorial Design | Magazine Layout |
    Book Covers | Album Art | Merchandise Design | T-shirt Design | Sticker Design | AR Filters | Lens Studio | Kinetic Typography |
    Explainer Videos | Whiteboard Animation | Toon Boom Harmony | Adobe Animate | Moho | Character Animator | Audition | Sound Design |
    Marvel App | InVision | Axure | Balsamiq | Whimsical | Overflow | Penpot | Lunacy | Krita | GIMP | Inkscape | Scribus | Vectornator |
    Gravit Designer | Clip Studio Paint | Rebelle | ArtRage | Corel Painter | Keyshot | V-Ray | Corona Renderer | Lumion | Enscape |
    SketchUp | Rhino | Marvelous Designer | Substance Designer | Mari | Nuke | Fusion | Mocha Pro | Element 3D | Trapcode Suite |
    Red Giant | Duik | Bodymovin | Rubber Hose | Madhubani Motifs | Warli Art | Kalamkari Patterns | Bandhani Prints | Ajrakh Prints`),
};
