# Mail the service sends for itself (play.accounts): the sign-in link.
mail-sign-in-subject = Dein Anmeldelink für Cthulhu Wars
mail-sign-in-body =
    Öffne diesen Link, um dich bei Cthulhu Wars anzumelden:

    { $link }

    Er gilt einmal, { $minutes } Minuten lang. Wenn du ihn nicht angefordert hast, beachte diese Nachricht nicht: Ohne den Link geschieht nichts.
