import type { giftCardEn } from './gift-card.en';

export const giftCardAm: Partial<Record<keyof typeof giftCardEn, string>> = {
  'giftCard.hero.eyebrow': 'የስጦታ ካርዶች',
  'giftCard.hero.title': 'ከሚወዱት ሰው ጋር ማዕድ ይጋሩ',
  'giftCard.loading': 'የስጦታ ካርድ አማራጮች በመጫን ላይ...',
  'giftCard.unavailable.title': 'የስጦታ ካርዶች ለጊዜው አይገኙም',
  'giftCard.unavailable.call': '{phone} ይደውሉ',
  'giftCard.form.title': 'የስጦታ ካርድዎን ይንደፉ',
  'giftCard.amount.legend': 'መጠን',
  'giftCard.amount.custom': 'የራስዎን መጠን ያስገቡ',
  'giftCard.theme.legend': 'የካርድ ንድፍ',
  'giftCard.theme.traditional': 'ባህላዊ ኢትዮጵያዊ',
  'giftCard.theme.coffee': 'የቡና ሥነ ሥርዓት',
  'giftCard.theme.elegant': 'ውብ ወርቃማ',
  'giftCard.theme.festive': 'የበዓል አከባበር',
  'giftCard.recipient.legend': 'ለማን ነው?',
  'giftCard.recipientName': 'የተቀባዩ ስም',
  'giftCard.recipientEmail': 'የተቀባዩ ኢሜይል',
  'giftCard.senderName': 'የእርስዎ ስም',
  'giftCard.message': 'የግል መልእክት (አማራጭ)',
  'giftCard.submitNoAmount': 'የስጦታ ካርድ ይግዙ',
  'giftCard.processing': 'በሂደት ላይ...',
};
