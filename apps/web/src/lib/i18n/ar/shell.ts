import type { Messages } from '../messages.ts';

export const shell: Messages['shell'] = {
  mainNavigation: 'القائمة الرئيسية',
  expandMenu: 'توسيع القائمة',
  collapseMenu: 'طيّ القائمة',
  openMenu: 'فتح القائمة',
  switchToDark: 'التبديل إلى الوضع الداكن',
  switchToLight: 'التبديل إلى الوضع الفاتح',
  searchPages: 'البحث في الصفحات',
  searchPlaceholder: 'ابحث في الصفحات…',
  searchNothingFound: 'لا توجد صفحة تطابق بحثك.',
  loadingMenu: 'جارٍ تحميل القائمة',
  menuFailed: 'تعذّر تحميل القائمة.',
  opensInNewTab: '(تُفتح في علامة تبويب جديدة)',
  breadcrumb: 'مسار التنقل',
  home: 'الرئيسية',
  scrollMenuBack: 'تمرير القائمة إلى الخلف',
  scrollMenuForward: 'تمرير القائمة إلى الأمام',
  accountMenu: 'قائمة حساب {{name}}',
  yourPicture: 'صورتك',
  viewProfile: 'عرض الملف الشخصي',
  logout: 'تسجيل الخروج',
};
