# Mail the service sends for itself (play.accounts): the sign-in link.
mail-sign-in-subject = Your Cthulhu Wars sign-in link
mail-sign-in-body =
    Open this link to sign in to Cthulhu Wars:

    { $link }

    It works once, for { $minutes } minutes. If you did not ask for it, ignore this message: nothing happens without the link.
