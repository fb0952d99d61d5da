/*---
section: I.4.20.9
clause: memspace.no-constexpr-managed-shared
description: "A __managed__ variable cannot be constexpr, whatever the order of the specifiers."
verdict: error
---*/
__managed__ constexpr int m = 1; // expect-error
