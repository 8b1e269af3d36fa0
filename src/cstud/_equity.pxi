# Stud Hi/Lo equity: exact enumeration and Monte Carlo over the unseen cards.
