/*---
section: I.4.3.2
clause: managed.decltype-unparenthesized
description: decltype of a member access on a managed struct variable is not an unparenthesized id-expression of the variable and is fine.
verdict: ok
note: pt.x is a class member access, not an id-expression naming the managed variable.
---*/
struct P { int x; };
__managed__ P pt;

decltype(pt.x) copy_x = 0;
