// Demo vocabulary of the technical categories: web (1), mobile (6), systems and networks (7).
import { list, roles, type CategoryProfile } from './profile';

export const WEB: CategoryProfile = {
  roles: roles(`
    Frontend Developer: React, Angular, Vue.js, Next.js, TypeScript, Svelte | Full Stack Developer: Node.js, Django, Laravel, Java, .NET, Rails |
    Web Developer: PHP, WordPress, Shopify, JavaScript | Backend Developer: Node.js, Python, Java, Go, PHP, Ruby, Elixir, Rust, Kotlin |
    UI Developer: React, Angular, HTML and CSS | Software Engineer: Web, Platform, Payments, Search | WordPress Developer: WooCommerce, Elementor |
    PHP Developer: Laravel, CodeIgniter, Symfony | Python Developer: Django, Flask, FastAPI | Java Developer: Spring Boot, Microservices |
    JavaScript Developer: React, Node.js | .NET Developer: ASP.NET Core, Blazor | QA Engineer: Automation, Manual, Selenium, Cypress |
    Web Designer: Figma, Webflow | Node.js Developer: Express, NestJS | Shopify Developer: Liquid | Test Automation Engineer: Playwright, Selenium |
    Data Engineer: Spark, Airflow | Angular Developer | Ruby on Rails Developer | Magento Developer | Drupal Developer | Golang Developer |
    Technical Lead: Web, Platform | Salesforce Developer: Apex, Lightning | Web Performance Engineer | Accessibility Engineer | Odoo Developer |
    Elixir Developer | Webflow Developer`),
  duties: list(`
    build responsive pages from Figma designs | ship accessible, fast {tool} components | maintain our customer dashboard and its REST API |
    improve Core Web Vitals on our storefront | write tests and review pull requests | design database schemas and write efficient SQL |
    integrate payment gateways such as Razorpay and Stripe | build internal tools for our operations staff | move legacy pages to {tool} |
    set up CI pipelines and automated deployments | cut API response times with careful caching | polish every screen together with our designers |
    debug production issues and write clear post-mortems | build and document public APIs for partners |
    add search, filters and pagination to our catalogue | keep dependencies up to date and secure | build pages in Hindi, Gujarati and English |
    add analytics and error tracking to every page | mentor junior developers through code reviews | split a monolith into well-defined services |
    write end-to-end tests with {tool} | build admin panels in {tool} | improve the SEO of our server-rendered pages |
    tune slow queries in {tool} | prototype new features with product managers | build a design system in {tool}`),
  tools: list(`
    React | Angular | Vue.js | Next.js | PostgreSQL | MySQL | Laravel | Django | Playwright | Cypress | Node.js | TypeScript | Svelte | MongoDB |
    Tailwind CSS | Spring Boot | Nuxt | Remix | Astro | Storybook | SvelteKit | Elasticsearch | Redis | NestJS | FastAPI`),
  skills: list(`
    HTML | CSS | JavaScript | TypeScript | React | Node.js | REST APIs | Git | SQL | MySQL | PostgreSQL | MongoDB | Next.js | Angular | Vue.js |
    PHP | Laravel | Python | Django | Tailwind CSS | Bootstrap | Redux | Express | Docker | AWS | GraphQL | Accessibility | WordPress | jQuery |
    Sass | Webpack | Vite | Jest | Cypress | Playwright | Selenium | Java | Spring Boot | C# | ASP.NET Core | Redis | Nginx | Linux | Firebase |
    Figma | Shopify | WooCommerce | Responsive Design | Web Performance | Microservices | Kafka | RabbitMQ | Elasticsearch | Go | Ruby on Rails |
    Flask | FastAPI | NestJS | Svelte | Nuxt | Remix | Astro | Gatsby | Storybook | Vitest | Mocha | Puppeteer | Lighthouse | Web Components |
    Progressive Web Apps | Service Workers | WebSockets | OAuth | JWT | Keycloak | Stripe | Razorpay | CodeIgniter | Symfony | Yii | CakePHP |
    Magento | Drupal | Joomla | Strapi | Contentful | Sanity | Prisma | Sequelize | TypeORM | Hibernate | Kotlin | Scala | Elixir | Phoenix |
    Rust | Deno | Bun | SolidJS | Qwik | Alpine.js | htmx | Lit | Ember.js | Backbone.js | Three.js | D3.js | Chart.js | Leaflet | Mapbox |
    Socket.IO | gRPC | Protocol Buffers | OpenAPI | Swagger | Postman | Jenkins | GitHub Actions | GitLab CI | Terraform | Kubernetes | Vercel |
    Netlify | Cloudflare Workers | Supabase | Hasura | Apollo | Relay | Zustand | MobX | RxJS | NgRx | Pinia | Vuex | Material UI | Chakra UI |
    Ant Design | Mantine | Bulma | Handlebars | EJS | Pug | Liquid | Twig | Blade | Thymeleaf | JSP | Struts | Grails | Clojure | ClojureScript |
    Elm | ReasonML | PureScript | Haskell | OCaml | F# | WebAssembly | Emscripten | SvelteKit | Eleventy | Hugo | Jekyll | Docusaurus | Algolia |
    Meilisearch | Typesense | Solr | Varnish | HAProxy | Memcached | SQLite | MariaDB | Oracle Database | SQL Server | CouchDB | Cassandra |
    DynamoDB | Neo4j | ClickHouse | TimescaleDB | InfluxDB | Sentry | New Relic | Datadog | OpenTelemetry | Webflow | Framer | Bubble | Retool |
    Appsmith | Odoo | ERPNext | Salesforce Apex | Zoho Creator | Power Apps | Laminas | Phalcon | Slim Framework | Sinatra | Hanami | Koa |
    Hapi | Fastify | AdonisJS | Meteor | Sails.js | LoopBack | Feathers | Gin | Echo | Fiber | Actix | Axum | Rocket | Ktor | Micronaut |
    Quarkus | Vert.x | Dropwizard | Play Framework | Akka | Lagom | Falcor | tRPC | Drizzle | Knex | Mongoose | Objection.js | MikroORM`),
};

export const MOBILE: CategoryProfile = {
  roles: roles(`
    Android Developer: Kotlin, Jetpack Compose, Java | iOS Developer: Swift, SwiftUI, Objective-C | Flutter Developer: Dart, Firebase |
    React Native Developer: TypeScript, Expo | Mobile Engineer: Android, iOS, Payments, Growth | Mobile App Developer: Flutter, Kotlin, Swift |
    Mobile QA Engineer: Appium, Espresso, XCTest | Kotlin Developer | Swift Developer | Xamarin Developer | Ionic Developer: Angular, Capacitor |
    Unity Developer: AR, Games | Mobile Game Developer: Unity, Cocos | Android Framework Engineer: AOSP | Mobile Architect | Wear OS Developer |
    AR Developer: ARKit, ARCore | Mobile DevOps Engineer: Fastlane, Bitrise | Mobile SDK Engineer | Mobile Security Engineer`),
  duties: list(`
    build features for our Android and iOS apps | improve app start time and crash-free sessions | integrate payments and push notifications |
    publish releases to the App Store and Play Store | write unit and UI tests | build offline-first screens with {tool} |
    cut our app size and memory use | add UPI payments to checkout | build smooth animations in {tool} | move old screens to {tool} |
    integrate maps and live location tracking | keep our {tool} codebase clean and modular | work with designers on every interaction |
    watch crash reports and fix the worst first | add accessibility labels and dynamic type support | build a shared component library |
    automate builds and releases with {tool} | support older phones that many of our users still carry | add deep links from our campaigns |
    run A/B tests on onboarding screens`),
  tools: list(`
    Kotlin | Swift | Flutter | Jetpack Compose | SwiftUI | React Native | Dart | Firebase | Fastlane | Room | Core Data | Expo | Riverpod |
    Bloc | Combine | Coroutines | Bitrise | Codemagic | Lottie | CameraX`),
  skills: list(`
    Kotlin | Swift | Flutter | Dart | React Native | Firebase | REST APIs | Git | Jetpack Compose | SwiftUI | Android SDK | iOS SDK | Java |
    Objective-C | Xcode | Android Studio | Room | Retrofit | Coroutines | RxJava | Combine | Core Data | Realm | SQLite | MVVM |
    Clean Architecture | Dagger | Hilt | Koin | Gradle | CocoaPods | Swift Package Manager | Fastlane | Bitrise | Codemagic | App Store Connect |
    Google Play Console | Push Notifications | In-App Purchases | Google Maps SDK | Mapbox | ARKit | ARCore | Core ML | TensorFlow Lite |
    ML Kit | Bluetooth Low Energy | NFC | HealthKit | Google Fit | watchOS | Wear OS | Android TV | tvOS | CarPlay | Android Auto | Expo |
    Redux | TypeScript | GraphQL | Apollo | Riverpod | Bloc | Provider | GetX | Ionic | Capacitor | Cordova | Xamarin | .NET MAUI |
    Kotlin Multiplatform | Compose Multiplatform | Unity | Unreal Engine | Firebase Crashlytics | Sentry | Appium | Espresso | XCTest |
    XCUITest | Detox | Maestro | Charles Proxy | Instruments | LeakCanary | ProGuard | R8 | Android App Bundles | Deep Links | App Clips |
    Home Screen Widgets | WorkManager | Biometric Authentication | Keychain | Android Keystore | OAuth | WebRTC | Agora | Twilio | Stripe SDK |
    Razorpay SDK | UPI Intents | Material Design | Human Interface Guidelines | Accessibility | Localisation | App Store Optimisation | Lottie |
    Rive | Glide | Coil | Picasso | Kingfisher | Alamofire | Moya | Ktor | OkHttp | Moshi | Gson | Kotlinx Serialization | SQLDelight |
    Jetpack Navigation | Paging 3 | DataStore | CameraX | ExoPlayer | AVFoundation | Metal | OpenGL ES | Vulkan | SpriteKit | SceneKit |
    RealityKit | Vision Framework | Core Location | MapKit | StoreKit | CloudKit | Firebase Remote Config | Amplitude | Mixpanel | CleverTap |
    MoEngage | OneSignal | Branch.io | AppsFlyer | Adjust | Cocos2d-x | Godot | Skia | Impeller | Hermes | Fabric | TurboModules | JSI |
    Reanimated | React Navigation | NativeWind | Tamagui | Solito | Jetpack Glance | Accompanist | Anvil | Kotlin Flow | Swift Concurrency |
    Tuist | XcodeGen | SwiftLint | ktlint | Detekt | Danger | Firebase App Distribution | TestFlight | HarmonyOS | KaiOS | Tizen`),
};

export const SYSTEMS: CategoryProfile = {
  roles: roles(`
    System Administrator: Linux, Windows | Network Engineer: Cisco, Juniper, SD-WAN | IT Support Engineer: L1, L2, Desktop |
    DevOps Engineer: AWS, Azure, Kubernetes | Linux Administrator: Red Hat, Ubuntu | Cloud Engineer: AWS, Azure, Google Cloud |
    Site Reliability Engineer: Platform, Payments | Network Administrator | Security Analyst: SOC, Network | IT Manager | NOC Engineer |
    Windows Administrator: Active Directory | Database Administrator: PostgreSQL, Oracle, MySQL | Storage Administrator: NetApp, SAN |
    VMware Administrator | Firewall Engineer: Fortinet, Palo Alto | Platform Engineer: Kubernetes | Infrastructure Engineer |
    Desktop Support Technician | IT Helpdesk Executive | Cybersecurity Engineer | Backup Administrator | Data Centre Technician |
    SAP Basis Consultant | Wi-Fi Engineer | VoIP Engineer | IT Asset Manager | Release Engineer`),
  duties: list(`
    keep our Linux servers patched and monitored | manage switches, firewalls and VPN access | support 80 staff with laptops and accounts |
    automate deployments and backups | respond to incidents and write post-mortems | move our workloads to {tool} | manage users in {tool} |
    build dashboards and alerts in {tool} | test our disaster recovery plan every quarter | harden servers against common attacks |
    manage the office network across three floors | keep an inventory of every device and licence | write runbooks for the on-call rota |
    plan capacity for the festive season traffic | cut our cloud bill without hurting reliability | set up single sign-on for every tool |
    roll out endpoint protection to all laptops | manage certificates and DNS for our domains | upgrade our branch offices to {tool} |
    keep backups tested and off-site`),
  tools: list(`
    AWS | Azure | Kubernetes | Terraform | Ansible | Grafana | Prometheus | Active Directory | VMware | Proxmox | Zabbix | Google Cloud |
    Microsoft 365 | Fortinet | pfSense | SD-WAN | Veeam | Intune | Okta | Nagios`),
  skills: list(`
    Linux | Windows Server | Networking | Firewalls | Bash | AWS | Docker | Monitoring | Backups | CCNA | Active Directory | VMware | Azure |
    Google Cloud | Kubernetes | Terraform | Ansible | Python | PowerShell | TCP/IP | DNS | DHCP | VPN | VLANs | Routing | Switching | BGP |
    OSPF | MPLS | SD-WAN | Cisco | Juniper | Fortinet | Palo Alto | Check Point | Sophos | pfSense | MikroTik | Ubiquiti | Aruba | Wi-Fi |
    Load Balancers | F5 | HAProxy | Nginx | Apache | IIS | Exchange Server | Microsoft 365 | Google Workspace | Intune | SCCM | Group Policy |
    Hyper-V | Proxmox | KVM | Citrix | VDI | Veeam | Acronis | Commvault | Nagios | Zabbix | Prometheus | Grafana | ELK Stack | Splunk |
    Graylog | PRTG | SolarWinds | Jenkins | GitLab CI | GitHub Actions | Argo CD | Helm | Istio | Linkerd | Consul | Vault | Packer | Vagrant |
    Puppet | Chef | SaltStack | CloudFormation | Pulumi | Red Hat | RHCSA | RHCE | Ubuntu | CentOS | Debian | Rocky Linux | SUSE | Solaris |
    AIX | HP-UX | SAN | NAS | NetApp | Dell EMC | RAID | iSCSI | Fibre Channel | ITIL | ServiceNow | Jira Service Management | Freshservice |
    ManageEngine | Incident Management | Change Management | Disaster Recovery | High Availability | Clustering | Patch Management |
    Endpoint Security | CrowdStrike | SentinelOne | Microsoft Defender | SIEM | SOC | IDS/IPS | Snort | Suricata | Wireshark | tcpdump | Nmap |
    Nessus | Qualys | Burp Suite | ISO 27001 | PCI DSS | SOC 2 | Zero Trust | IAM | Okta | LDAP | Kerberos | RADIUS | TACACS+ | SNMP |
    NetFlow | IPv6 | QoS | VoIP | SIP | Asterisk | FreePBX | CCNP | CCIE | CompTIA A+ | CompTIA Network+ | CompTIA Security+ | CKA |
    Structured Cabling | Data Centre Operations | UPS Maintenance | Hardware Troubleshooting | Printers | CCTV | Biometric Devices |
    SAP Basis | Oracle DBA | MySQL Administration | PostgreSQL Administration | MongoDB Administration | Redis | Kafka | RabbitMQ |
    Elasticsearch | OpenStack | Ceph | GlusterFS | ZFS | Btrfs | systemd | SELinux | AppArmor | iptables | nftables | WireGuard | OpenVPN |
    IPsec | SSL Certificates | Cloudflare | CDN | SRE | On-call | Capacity Planning | FinOps | Chaos Engineering | eBPF | Cilium | Calico |
    Flannel | containerd | Podman | Buildah | Nomad | Rancher | OpenShift | Tanzu | Nutanix | XenServer | oVirt | MAAS | Cobbler | Foreman`),
};
