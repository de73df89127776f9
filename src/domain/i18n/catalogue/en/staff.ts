/**
 * The staff detail's words, in English: a section of the English catalogue (../en.ts) in a module of its
 * own, so the script of an island that shows it on English pages carries this section only.
 */
export const staffEn = {
  description: '{name}, {role}: profile, skills and achievements.',
  employeeId: 'Employee ID',
  joiningDate: 'Joining Date',
  bloodGroup: 'Blood Group',
  emergencyPhone: 'Emergency Phone',
  notProvided: 'Not provided',
  status: 'Status',
  resignationReason: 'Resignation Reason',
  terminationReason: 'Termination Reason',
  education: 'Education',
  address: 'Address',
  skills: 'Skills',
  none: 'None',
  achievements: 'Achievements',
  quotes: 'Quotes',
  notFound: 'Staff Member Not Found',
  loading: 'Loading Staff Member Details...',
  currentlyWorking: 'Currently Working',
  resigned: 'Resigned',
  terminated: 'Terminated',
};
