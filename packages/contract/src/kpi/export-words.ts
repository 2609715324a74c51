import type { AreaExportWords } from '../export-words/area.ts';

/** Every column a KPI's CSV may have: its chart's measures, the step's first day, the cohort table's. */
export type KpiCsvColumn =
  | 'start'
  | 'new'
  | 'active'
  | 'churned'
  | 'registrations'
  | 'attended'
  | 'registered'
  | 'attendanceRate'
  | 'received'
  | 'refunded'
  | 'revenue'
  | 'outstanding'
  | 'sent'
  | 'delivered'
  | 'failed'
  | 'deliveryRate'
  | 'segments'
  | 'decided'
  | 'medianHours'
  | 'month'
  | 'size';

/** A KPI's CSV: its headers, the totals rows' labels, and the cohort table's month columns (`{n}`). */
export const kpiCsv: AreaExportWords<{
  kpi: {
    headers: Record<KpiCsvColumn, string>;
    currentTotal: string;
    previousTotal: string;
    monthsAfter: string;
  };
}> = {
  en: {
    kpi: {
      headers: {
        start: 'From',
        new: 'New subscribers',
        active: 'Active subscribers',
        churned: 'Churned subscribers',
        registrations: 'Registrations',
        attended: 'Attended',
        registered: 'Registered for events held',
        attendanceRate: 'Attendance rate',
        received: 'Received',
        refunded: 'Refunded',
        revenue: 'Revenue',
        outstanding: 'Outstanding',
        sent: 'Texts sent',
        delivered: 'Delivered',
        failed: 'Failed',
        deliveryRate: 'Delivery rate',
        segments: 'Segments',
        decided: 'Reviews decided',
        medianHours: 'Median hours to decision',
        month: 'Sign-up month',
        size: 'Signed up',
      },
      currentTotal: 'This period',
      previousTotal: 'Previous period',
      monthsAfter: 'Month {n}',
    },
  },
  ar: {
    kpi: {
      headers: {
        start: 'من',
        new: 'مشتركون جدد',
        active: 'مشتركون نشطون',
        churned: 'مشتركون مغادرون',
        registrations: 'التسجيلات',
        attended: 'الحضور',
        registered: 'المسجلون في الفعاليات المقامة',
        attendanceRate: 'نسبة الحضور',
        received: 'المقبوض',
        refunded: 'المسترد',
        revenue: 'الإيرادات',
        outstanding: 'المستحق',
        sent: 'الرسائل المرسلة',
        delivered: 'المسلّمة',
        failed: 'الفاشلة',
        deliveryRate: 'نسبة التسليم',
        segments: 'المقاطع',
        decided: 'المراجعات المحسومة',
        medianHours: 'وسيط الساعات حتى القرار',
        month: 'شهر التسجيل',
        size: 'المسجلون',
      },
      currentTotal: 'هذه الفترة',
      previousTotal: 'الفترة السابقة',
      monthsAfter: 'الشهر {n}',
    },
  },
};
