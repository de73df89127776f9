import type { DemoTranslation } from '../demo-translation-shape.server.ts';

/** The demo content's visitor-facing text in Arabic (العربية); roles agree with each person's gender. */
export const arDemo: DemoTranslation = {
  staff: {
    'NT-001': { role: 'مطوّرة Flutter', quotes: 'البرمجيات الجيدة تبدو بسيطة لأن أحداً ما بذل جهداً كبيراً لتكون كذلك.' },
    'NT-002': { role: 'مطوّر Full Stack', quotes: 'أطلِق على دفعات صغيرة، وأنصِت جيداً، وحسّن كل أسبوع.' },
    'NT-003': { role: 'مصممة UI-UX', quotes: 'التصميم هو كيف يعمل المنتج لشخص مستعجل يحمل هاتفاً صغيراً.' },
    'NT-004': { role: 'مصمم جرافيك', quotes: 'كل لون يجب أن يستحق مكانه.' },
    'NT-005': { role: 'مدرّبة MERN Stack', quotes: 'أفضل طريقة لتتعلم البناء هي أن تبني شيئاً حقيقياً.' },
    'NT-006': { role: 'مطوّر iOS', quotes: 'التفاصيل ليست مجرد تفاصيل؛ إنها ما يصنع المنتج.' },
  },
  clients: {
    'Malabar Spice Traders': {
      shortDescription: 'مصدّرو الفلفل الأسود والهيل والقرنفل من ساحل مالابار.',
      fullDescription: 'شركة عائلية تصدّر التوابل من كيرالا إلى مشترين في دول الخليج وأوروبا، ولديها مستودع في كوزيكود ومزارعون في أنحاء وايناد.',
      collaboration: 'بنينا لهم تطبيق ويب لتتبع الطلبات، وتطبيق جوال لمشتريهم الميدانيين.',
      impact: 'تُؤكَّد الطلبات في اليوم نفسه بدلاً من أسبوع كامل.',
    },
    'Periyar Eco Resorts': {
      shortDescription: 'إقامة في الغابة ورحلات مشي برفقة مرشدين قرب تيكادي.',
      fullDescription:
        'مجموعة من المنتجعات الصغيرة قرب غابات بيريار، تنظّم رحلات مشي برفقة مرشدين، وجولات على أطواف الخيزران، وأمسيات ثقافية لزوار من مختلف أنحاء الهند.',
      collaboration: 'موقع حجز يعرض الأماكن المتاحة لحظة بلحظة، وتطبيق للموظفين لتسجيل وصول النزلاء.',
      impact: 'ارتفعت الحجوزات المباشرة بمقدار الثلث في الموسم الأول.',
    },
    'Backwater Freight': {
      shortDescription: 'خدمات لوجستية برية ومائية في وسط كيرالا.',
      fullDescription: 'شركة لوجستية تنقل البضائع بين كوتشي وألابوزا وكوتايام عبر الطرق والقنوات المائية، بأسطول من الشاحنات وقوارب الشحن.',
      collaboration: 'تتبّع الأسطول بتطبيق مبني بـ Flutter، مع لوحة تحكم لموظفي التوزيع.',
      impact: 'تصل الشحنات أسرع بنسبة 20%، ويتابعها العملاء لحظة بلحظة.',
    },
    'Nila Health Clinics': {
      shortDescription: 'عيادات عائلية في تريشور وبالاكاد.',
      fullDescription: 'أربع عيادات في الأحياء السكنية تقدّم الطب العام وطب الأطفال والفحوصات التشخيصية، وتفتح حتى ساعات متأخرة لتناسب الأسر العاملة.',
      collaboration: 'حجز المواعيد، وتذكيرات عبر الرسائل النصية SMS، وبوابة لسجلات المرضى.',
      impact: 'انخفضت المواعيد الفائتة إلى النصف خلال ثلاثة أشهر.',
    },
  },
  advertisements: {
    'Flutter Developer Internship': { title: 'تدريب عملي لمطوّري Flutter' },
    'MERN Stack Internship 2026': { title: 'التدريب العملي في MERN Stack 2026' },
    "We're Hiring: Full Stack Developer": { title: 'نوظّف الآن: مطوّر Full Stack' },
    'UI/UX Design Internship': { title: 'تدريب عملي في تصميم UI/UX' },
    'Graphic Design Internship': { title: 'تدريب عملي في التصميم الجرافيكي' },
    'Hiring: Junior iOS Developer': { title: 'مطلوب: مطوّر iOS مبتدئ' },
  },
};
