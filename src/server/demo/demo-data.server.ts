import type { StaffStatus } from '../../domain/staff.ts';

/**
 * The demo company's content: fictional people and companies (websites on .example domains),
 * seeded into an empty database when DEMO_CONTENT is on. Pictures are drawn by demo-pictures.
 */
export interface DemoStaffMember {
  name: string;
  role: string;
  employeeId: string;
  joiningDate: string;
  bloodGroup: string;
  status: StaffStatus;
  resignationReason?: string;
  terminationReason?: string;
  emergencyPhone: string;
  shortBio: string;
  fullBio: string;
  skills: string[];
  achievements: string;
  quotes: string;
}

export const demoStaff: DemoStaffMember[] = [
  {
    name: 'Anjali Menon',
    role: 'Flutter Developer',
    employeeId: 'NT-001',
    joiningDate: '2023-11-06',
    bloodGroup: 'B+',
    status: 'Currently Working',
    emergencyPhone: '+919847100201',
    shortBio: 'B.Tech in Computer Science, Government Engineering College, Thrissur',
    fullBio: 'Ollur, Thrissur, Kerala 680306',
    skills: ['Flutter', 'Dart', 'Firebase', 'REST APIs'],
    achievements: 'Led the Android and iOS release of a fleet-tracking app used by 300 drivers.',
    quotes: 'Good software feels simple because someone worked hard to make it so.',
  },
  {
    name: 'Arjun Nair',
    role: 'Full Stack Developer',
    employeeId: 'NT-002',
    joiningDate: '2023-10-25',
    bloodGroup: 'O+',
    status: 'Currently Working',
    emergencyPhone: '+919846200342',
    shortBio: 'MCA, Cochin University of Science and Technology',
    fullBio: 'Edappally, Kochi, Kerala 682024',
    skills: ['React', 'Node.js', 'TypeScript', 'PostgreSQL'],
    achievements: 'Built the booking platform for a chain of eco resorts; mentors the web interns.',
    quotes: 'Ship small, listen closely, improve every week.',
  },
  {
    name: 'Fathima Rasheed',
    role: 'UI-UX Designer',
    employeeId: 'NT-003',
    joiningDate: '2024-01-15',
    bloodGroup: 'A+',
    status: 'Currently Working',
    emergencyPhone: '+919895300453',
    shortBio: 'B.Des in Communication Design, Kerala',
    fullBio: 'Kunnamkulam, Thrissur, Kerala 680503',
    skills: ['Figma', 'User Research', 'Prototyping', 'Design Systems'],
    achievements: 'Redesigned a clinic appointment flow, halving missed appointments.',
    quotes: 'Design is how it works for the person in a hurry on a small phone.',
  },
  {
    name: 'Vishnu Prasad',
    role: 'Graphic Designer',
    employeeId: 'NT-004',
    joiningDate: '2024-03-04',
    bloodGroup: 'AB+',
    status: 'Currently Working',
    emergencyPhone: '',
    shortBio: 'Diploma in Visual Communication, Kozhikode',
    fullBio: 'Chalakudy, Thrissur, Kerala 680307',
    skills: ['Illustrator', 'Photoshop', 'Branding', 'Motion Graphics'],
    achievements: 'Created the brand identity of three local start-ups.',
    quotes: 'Every colour should earn its place.',
  },
  {
    name: 'Lakshmi Pillai',
    role: 'MERN Stack Trainer',
    employeeId: 'NT-005',
    joiningDate: '2024-02-01',
    bloodGroup: 'O-',
    status: 'Currently Working',
    emergencyPhone: '+919747400564',
    shortBio: 'M.Tech in Software Engineering, Thiruvananthapuram',
    fullBio: 'Pattom, Thiruvananthapuram, Kerala 695004',
    skills: ['MongoDB', 'Express', 'React', 'Node.js'],
    achievements: 'Trained over 60 interns; 40 of them now work as developers.',
    quotes: 'The best way to learn to build is to build something real.',
  },
  {
    name: 'Sreejith Kumar',
    role: 'iOS Developer',
    employeeId: 'NT-006',
    joiningDate: '2023-12-11',
    bloodGroup: 'B-',
    status: 'Resigned',
    resignationReason: 'Moved to Bengaluru for higher studies.',
    emergencyPhone: '+919656500675',
    shortBio: 'B.Sc. Computer Science, St. Thomas College, Thrissur',
    fullBio: 'Irinjalakuda, Thrissur, Kerala 680121',
    skills: ['Swift', 'SwiftUI', 'Xcode'],
    achievements: 'Published the company\u2019s first iOS app.',
    quotes: 'Details are not details; they make the product.',
  },
];

export interface DemoClient {
  name: string;
  shortDescription: string;
  fullDescription: string;
  collaboration: string;
  impact: string;
  website: string;
  /** Colours of the drawn logo mark. */
  colours: [string, string];
}

export const demoClients: DemoClient[] = [
  {
    name: 'Malabar Spice Traders',
    shortDescription: 'Exporters of pepper, cardamom and cloves from the Malabar coast.',
    fullDescription:
      'A family business exporting spices from Kerala to buyers in the Gulf and Europe, with a warehouse in Kozhikode and growers across Wayanad.',
    collaboration: 'We built their order-tracking web app and a mobile app for their field buyers.',
    impact: 'Orders are confirmed the same day instead of within a week.',
    website: 'https://malabar-spice.example',
    colours: ['#7a2e0e', '#e0a100'],
  },
  {
    name: 'Periyar Eco Resorts',
    shortDescription: 'Forest stays and guided treks near Thekkady.',
    fullDescription:
      'A group of small resorts near the Periyar forests that runs guided treks, bamboo rafting and cultural evenings for visitors from across India.',
    collaboration: 'A booking website with live availability and a staff app for check-ins.',
    impact: 'Direct bookings rose by a third in the first season.',
    website: 'https://periyar-eco-resorts.example',
    colours: ['#1b5e20', '#81c784'],
  },
  {
    name: 'Backwater Freight',
    shortDescription: 'Road and waterway logistics across central Kerala.',
    fullDescription:
      'A logistics company moving goods between Kochi, Alappuzha and Kottayam by road and canal, with a fleet of trucks and cargo boats.',
    collaboration: 'Fleet tracking in Flutter, with a dashboard for dispatchers.',
    impact: 'Deliveries arrive 20% faster and customers follow them live.',
    website: 'https://backwater-freight.example',
    colours: ['#0d47a1', '#4fc3f7'],
  },
  {
    name: 'Nila Health Clinics',
    shortDescription: 'Family clinics in Thrissur and Palakkad.',
    fullDescription:
      'Four neighbourhood clinics offering general medicine, paediatrics and diagnostics, open late for working families.',
    collaboration: 'Appointment booking, reminders by SMS and a patient records portal.',
    impact: 'Missed appointments fell by half within three months.',
    website: 'http://nila-health.example',
    colours: ['#00695c', '#80cbc4'],
  },
];

export interface DemoAdvertisement {
  title: string;
  subtitle: string;
  colours: [string, string];
}

export const demoAdvertisements: DemoAdvertisement[] = [
  { title: 'Flutter Developer Internship', subtitle: '6 months internship + 6 months training', colours: ['#0d47a1', '#42a5f5'] },
  { title: 'MERN Stack Internship 2026', subtitle: 'Build real products with MongoDB, Express, React and Node', colours: ['#1b5e20', '#66bb6a'] },
  { title: "We're Hiring: Full Stack Developer", subtitle: 'React, Node.js and PostgreSQL in Thrissur', colours: ['#4a148c', '#ab47bc'] },
  { title: 'UI/UX Design Internship', subtitle: 'Research, prototype and test with real users', colours: ['#bf360c', '#ff8a65'] },
  { title: 'Graphic Design Internship', subtitle: 'Branding, illustration and motion', colours: ['#880e4f', '#f06292'] },
  { title: 'Hiring: Junior iOS Developer', subtitle: 'Swift and SwiftUI; freshers welcome', colours: ['#263238', '#78909c'] },
];
