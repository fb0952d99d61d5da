/*---
section: I.4.3.2
clause: managed.address-not-constant
description: The address of a managed variable in a static_assert condition is not a constant expression.
verdict: error
---*/
__managed__ int xxx = 1;

static_assert(&xxx != nullptr, "address");  // expect-error
