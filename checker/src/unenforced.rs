//! Forms of a guide rule that no toolchain enforces, catalogued as data.
//!
//! The guide is the oracle, and a finding of its rule is reported whatever compilers do. But a
//! user reading `error:` expects code that will not build or will misbehave; a form of a rule
//! that every nvcc, NVRTC and clang version accepts (the suite's consensus deviations, each with
//! its triage record in `expectations/triage/`) is reported like clang's `-pedantic`
//! diagnostics: a warning that names the clause and says no toolchain enforces it, an error under
//! `--pedantic-errors` (the suite's `checker` column passes it: cases are judged by the letter).
//!
//! Each form here mirrors the `unenforced` field of the named triage record, and is as narrow
//! as that record: the `__shared__` variables of I.4.3.1, which clang rejects, are not in it.
//! A test (`tests/unenforced.rs`) checks that every record named here exists and says
//! `unenforced`.

use crate::rules::RuleId;

/// One form of a rule that no toolchain enforces.
#[derive(Debug)]
pub struct Unenforced {
    /// The triage record (`expectations/triage/<record>.yaml`) whose `unenforced` field this is.
    pub record: &'static str,
    /// What every toolchain does instead, said to the user after the finding.
    pub evidence: &'static str,
}

/// I.4.9.3 (A28): every nvcc, NVRTC and clang version accepts reference parameters of a
/// `__global__` function (the sentence is absent from the CUDA 13 guide).
pub static PARAM_REFERENCE: Unenforced = Unenforced {
    record: "global.param-no-reference",
    evidence: "every nvcc, NVRTC and clang version accepts reference parameters (CHANGES.md A28: the sentence is absent from the CUDA 13 guide)",
};

/// I.4.10.4: every toolchain accepts an argument of a class with a virtual base.
pub static PARAM_VIRTUAL_BASE: Unenforced = Unenforced {
    record: "global.param-no-virtual-base",
    evidence: "every nvcc, NVRTC and clang version accepts such an argument",
};

/// I.4.3.1 in whole-program mode: nvcc only warns (#20044-D), NVRTC and clang accept.
pub static EXTERN_WHOLE_PROGRAM: Unenforced = Unenforced {
    record: "memspace.no-extern-whole-program",
    evidence: "nvcc only warns (#20044-D), NVRTC and clang accept it",
};

/// I.4.3.1 / I.4.9.4: a `__device__`, `__constant__` or `__managed__` variable (or a device
/// static) whose initialization is a constant initialization (a `constexpr` variable, or
/// constexpr constructors and member initializers with constant arguments) is accepted by every
/// toolchain, although its class's constructor is not "empty" by the guide's definition.
pub static CONSTANT_INIT: Unenforced = Unenforced {
    record: "memspace.empty-ctor-dtor",
    evidence: "its initialization is a constant initialization, which every nvcc, NVRTC and clang version accepts",
};

/// The same for a function-scope static (I.4.9.4 applies I.4.3.1's restrictions to it).
pub static STATIC_CONSTANT_INIT: Unenforced = Unenforced {
    record: "function.static-var-init",
    evidence: "its initialization is a constant initialization, which every nvcc, NVRTC and clang version accepts",
};

/// I.4.21.1: a reference outside device bodies to a `constexpr` `__device__` function with a
/// deduced return type (in a `decltype`, typically) is accepted by every nvcc and clang version.
pub static DEDUCED_RETURN_CONSTEXPR: Unenforced = Unenforced {
    record: "deduced-return.device-reference-outside-body",
    evidence:
        "every nvcc and clang version accepts such a reference to a constexpr __device__ function",
};

/// Every form catalogued here (for the test that ties them to their records).
pub static ALL: &[&Unenforced] = &[
    &PARAM_REFERENCE,
    &PARAM_VIRTUAL_BASE,
    &EXTERN_WHOLE_PROGRAM,
    &CONSTANT_INIT,
    &STATIC_CONSTANT_INIT,
    &DEDUCED_RETURN_CONSTEXPR,
];

/// A rule none of whose forms any toolchain enforces: every finding of it is unenforced.
pub(crate) fn whole_rule(rule: RuleId) -> Option<&'static Unenforced> {
    match rule {
        RuleId::GlobalParamNoReference => Some(&PARAM_REFERENCE),
        RuleId::GlobalParamNoVirtualBase => Some(&PARAM_VIRTUAL_BASE),
        RuleId::MemspaceNoExternWholeProgram => Some(&EXTERN_WHOLE_PROGRAM),
        _ => None,
    }
}
