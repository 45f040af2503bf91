// The Help Center's articles (docs/product/help-and-feedback.md#help-center): four categories of 12, 8, 6 and
// 15 articles, six of them popular. Each is [title, summary, body]; the body's paragraphs are separated by a
// blank line.
export type ArticlePlan = [title: string, summary: string, body: string];
export type CategoryPlan = { slug: string; title: string; description: string; articles: ArticlePlan[] };

export const HELP_CATEGORIES: CategoryPlan[] = [
  {
    slug: 'getting-started',
    title: 'Getting Started',
    description: 'Find your way around the portal and start your first course.',
    articles: [
      [
        'Welcome to the student portal',
        'What you can do here, in two minutes.',
        'The portal is where you follow your courses, keep notes, track your progress and talk to instructors and classmates.\n\nUse the sidebar to move between areas. Your dashboard shows what to continue next, your streak and upcoming meetings.',
      ],
      [
        'Finding a course',
        'Browse and search the catalogue.',
        'Open Browse courses in the top bar. Search by title or topic, then narrow the list by category, level, price, rating, duration and language.\n\nEach course page shows the outline, the instructor, reviews and what you need to start.',
      ],
      [
        'Enrolling in a free course',
        'One click, and it is in My Courses.',
        'On a free course page choose Enroll now. The course appears at once in My Courses and in your Library.\n\nYou can start the first lesson straight away from the course card.',
      ],
      [
        'Your dashboard at a glance',
        'What each card on the dashboard means.',
        'The dashboard shows your courses in progress, your study streak, hours learned this week and your next meetings.\n\nEach card links to the page with the details, so you can go from a figure to what is behind it.',
      ],
      [
        'Using the sidebar',
        'Groups, shortcuts and the collapsed view.',
        'The sidebar groups pages into Learning Hub, Learning, Community, Account and Support.\n\nCollapse it with the arrows at the top to keep only the icons; hover or focus an icon to see its name. The portal remembers your choice.',
      ],
      [
        'Continuing where you left off',
        'The player opens the last lesson you watched.',
        'Continue learning on a course card opens the player at the lesson you last opened, at the moment you stopped.\n\nYour position is saved as you watch, on every device you sign in with.',
      ],
      [
        'Setting your first learning goal',
        'Goals keep you moving.',
        'Open Achievements and choose Create Goal. Pick a type (hours, minutes, courses, streak, quiz score or points), a target and, if you like, a deadline.\n\nProgress is counted from your real activity since the start of the week you set the goal.',
      ],
      [
        'Using the player with the keyboard',
        'Play, pause and move without the mouse.',
        'Every control in the player can be reached with Tab and used with Enter or Space: play and pause, the timeline, speed, captions and full screen.\n\nThe lesson list beside the video works the same way, so you can move through a course without a mouse.',
      ],
      [
        'Installing nothing: supported browsers',
        'The portal runs in any current browser.',
        'Use a current version of Chrome, Edge, Firefox or Safari. Nothing needs to be installed.\n\nIf a page looks wrong, reload it once; if it still does, tell us through the Feedback page with the browser you use.',
      ],
      [
        'Choosing light or dark mode',
        'Make the portal easier on your eyes.',
        'Open the menu under your name in the top bar to switch between light and dark mode.\n\nThe choice is kept on this device.',
      ],
      [
        'Where to find your certificates',
        'Download and share what you earned.',
        'Certificates appear under Certificates once you complete a course that issues one.\n\nEach certificate has a verification link that anyone can open to check it is genuine.',
      ],
      [
        'Getting help from a person',
        'When the articles are not enough.',
        'Use Contact Support on this page to send us a message, or the Feedback page to report a problem or suggest an improvement.\n\nWe answer within one working day.',
      ],
    ],
  },
  {
    slug: 'courses-learning',
    title: 'Courses & Learning',
    description: 'Lessons, quizzes, notes, progress and certificates.',
    articles: [
      [
        'How progress is counted',
        'Why a course shows the percentage it does.',
        'A course’s progress is the share of its lessons you completed. A video counts as complete near its end; other lessons when you mark them complete or pass their quiz.\n\nAbove 80 percent you can mark the whole course complete.',
      ],
      [
        'Taking a quiz',
        'Attempts, scores and passing.',
        'Quizzes are part of a course’s lessons. Answer every question and submit to see your score.\n\nYou can try again; your best score is the one that counts for goals and analytics.',
      ],
      [
        'Writing notes while you learn',
        'Notes are linked to the moment in the video.',
        'In the player, open the Notes tab and write a note: it keeps the lesson and the time in the video.\n\nAll your notes are also on the Course Notes page, where you can search, tag, share and export them.',
      ],
      [
        'Exporting your notes',
        'PDF, text or Markdown.',
        'On Course Notes choose Export and a format. The file lists your notes grouped by course and lesson, with the filters you set.\n\nThe file is made on our servers and downloads straight away.',
      ],
      [
        'Bookmarking a moment in a video',
        'Come back to the part that matters.',
        'In the player choose Bookmark while a video plays. The bookmark keeps the lesson and the time.\n\nOpen it later from the player’s Bookmarks tab to jump straight to that moment.',
      ],
      [
        'Reading your learning history',
        'Every lesson you started, paused and completed.',
        'Learning History lists what you did and when, as a table or a timeline by day.\n\nFilter it by course, action and dates, and export it as CSV, Excel or PDF.',
      ],
      [
        'Writing a review',
        'Tell other learners what you thought.',
        'Open Reviews and choose Write Review, pick a course you are enrolled in, rate it and write a few lines.\n\nReviews are published once a moderator approves them; until then they show as pending on your Reviews page.',
      ],
      [
        'Reporting a problem with a lesson',
        'A broken video, a mistake in a quiz.',
        'In the player use Report on the lesson. Choose what is wrong and add a few words.\n\nOur team reviews every report and fixes the lesson where needed.',
      ],
    ],
  },
  {
    slug: 'billing-payments',
    title: 'Billing & Payments',
    description: 'Orders, invoices, subscriptions and refunds.',
    articles: [
      [
        'Buying a course',
        'The cart, the checkout and the receipt.',
        'Add a course to your cart, then open the cart and choose Checkout. Pay by card; the course is yours as soon as the payment is confirmed.\n\nYour order and its invoice appear under Billing.',
      ],
      [
        'Downloading an invoice',
        'A PDF for every paid order.',
        'Open Billing and choose Invoices. Each invoice can be downloaded as a PDF with the billing name and address of the order.\n\nYou can correct the billing name and address of an order from its page.',
      ],
      [
        'Subscriptions and what they include',
        'One plan, every course it covers.',
        'A Premium plan opens every paid course while it is active. Courses you follow through a plan stay in your Library.\n\nYou can cancel at any time; the plan runs until the end of the period you paid for.',
      ],
      [
        'Using a coupon',
        'Where to enter a discount code.',
        'Enter the code in the cart before you check out. The discount shows on the order total at once.\n\nA coupon may be limited to some courses or to a period; the cart says why a code does not apply.',
      ],
      [
        'A payment is pending or failed',
        'What to do when a charge does not go through.',
        'A pending payment is waiting for your bank; the order completes on its own when it confirms. A failed payment leaves the course in your cart.\n\nTry another card, or contact your bank if it keeps failing.',
      ],
      [
        'Asking for a refund',
        'How refunds work.',
        'Ask through Contact Support with the order number and the reason. We answer within one working day.\n\nA refunded course leaves your Library.',
      ],
    ],
  },
  {
    slug: 'account-security',
    title: 'Account & Security',
    description: 'Your profile, password, sessions and notifications.',
    articles: [
      [
        'Changing your password',
        'Keep your account safe.',
        'Open Security and choose Change Password. Use at least 8 characters; a long phrase is easier to remember and harder to guess.\n\nChanging it signs you out everywhere else.',
      ],
      [
        'Turning on two-factor authentication',
        'A code from your phone at each sign-in.',
        'Open Security and turn on two-factor authentication. Scan the QR code with an authenticator app and enter the 6-digit code it shows.\n\nKeep the backup codes somewhere safe: each can be used once if you lose your phone.',
      ],
      [
        'Seeing where you are signed in',
        'Active sessions and how to end them.',
        'Security lists every device signed in to your account, with its browser and last activity.\n\nEnd any session you do not recognise, or all others at once.',
      ],
      [
        'Editing your profile',
        'Your name, photo and details.',
        'Open Profile to change your name, about text, country and phone. Your photo can be a JPG, PNG, GIF or WebP of up to 2 MB.\n\nChanges show in the top bar straight away.',
      ],
      [
        'Choosing which notifications you get',
        'By email, push or not at all.',
        'Notification Settings lets you choose, for each kind of notification, whether it reaches you by email or in the portal.\n\nQuiet hours hold notifications back overnight; a digest gathers them into one email.',
      ],
      [
        'Reading your notifications',
        'The inbox and what its colours mean.',
        'Notifications lists everything the academy told you, newest first. Unread ones are highlighted; urgent ones carry a red badge.\n\nNew notifications appear as they arrive, and the count beside Notifications in the sidebar follows them.',
      ],
      [
        'Marking notifications read',
        'One at a time or all at once.',
        'Use Mark read on a notification, or Mark All Read at the top of the inbox.\n\nYou can mark one unread again to come back to it later.',
      ],
      [
        'Updating your email address',
        'Where we write to you.',
        'Your email address is on the Account Settings page. We send a confirmation link to the new address before we use it.\n\nUntil you follow the link, we keep writing to the old one.',
      ],
      [
        'Downloading your data',
        'A copy of everything you stored here.',
        'From Settings you can ask for a copy of your data: your profile, notes, history and files, as one archive.\n\nWe prepare it in the background and notify you when it is ready.',
      ],
      [
        'Closing your account',
        'What happens to your data.',
        'Open Profile and choose Close Account, then type DELETE to confirm. Your data is removed and you are signed out.\n\nCertificates you shared stop verifying once the account is closed.',
      ],
      [
        'Signing in from a new device',
        'Why you may get an alert.',
        'When you sign in from a browser we have not seen, we can send you an alert so you know it was you.\n\nIf it was not, change your password and end the other sessions from Security.',
      ],
      [
        'Recognising a phishing email',
        'We never ask for your password.',
        'We never ask for your password by email or message. Links from us always lead to this portal’s address.\n\nIf in doubt, open the portal yourself rather than following the link.',
      ],
      [
        'Privacy of your notes and reviews',
        'Who can see what you write.',
        'Notes are private unless you share one; a shared note can be read by anyone with its link until you stop sharing.\n\nReviews are public once approved, with your first name and last name.',
      ],
      [
        'Accessibility settings',
        'Make the portal work for you.',
        'Every page can be used with the keyboard alone and works with screen readers.\n\nYour browser’s zoom and your system’s reduced-motion setting are honoured.',
      ],
      [
        'Locked out after too many attempts',
        'Why sign-in says to wait.',
        'After several wrong passwords in a minute we pause sign-in from your connection for a short while, to stop guessing.\n\nWait a minute and try again, or reset your password.',
      ],
    ],
  },
];

/** The six popular articles of the Help Center, in order, by title. */
export const POPULAR_ARTICLES = [
  'Finding a course',
  'How progress is counted',
  'Buying a course',
  'Turning on two-factor authentication',
  'Exporting your notes',
  'Changing your password',
];
