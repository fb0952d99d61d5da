//! JUnit XML for CI test tabs: one `<testsuite>` per toolchain, one `<testcase>` per case.
//! fail / xpass / crash / timeout / invalid are failures; unsupported and not_run are skipped
//! (the message says which); xfail passes
//! with the recorded deviation in `<system-out>`.
//!
//! The XML itself is written by quick-junit, which escapes text and drops the control characters
//! XML 1.0 cannot carry (compiler output may contain them).

use super::Model;
use crate::verdict::Status;
use quick_junit::{NonSuccessKind, Property, Report, TestCase, TestCaseStatus, TestSuite};
use std::time::Duration;

pub fn render(m: &Model) -> Result<String, quick_junit::SerializeError> {
    let mut report = Report::new("cuconform");
    for (i, t) in m.toolchains.iter().enumerate() {
        let mut suite = TestSuite::new(t.id.as_str());
        // quick-junit writes its own timestamps with an offset and fractions, which the common
        // schema's ISO8601_DATETIME does not allow: the run's start goes in as written, less `Z`.
        let timestamp = m.results.started_at.trim_end_matches('Z');
        suite.extra.insert("id".into(), i.to_string().into());
        suite.extra.insert("package".into(), "cuconform".into());
        suite.extra.insert(
            "hostname".into(),
            m.results.machine.hostname.as_str().into(),
        );
        suite.extra.insert("timestamp".into(), timestamp.into());
        suite.add_property(Property::new(
            "host_compiler",
            t.host_compiler.as_deref().unwrap_or(""),
        ));
        let mut time = Duration::ZERO;
        for r in m.results.results.iter().filter(|r| r.toolchain == t.id) {
            time += Duration::from_millis(r.duration_ms);
            let first = r
                .mismatches
                .first()
                .map(|s| s.lines().next().unwrap_or(""))
                .unwrap_or("");
            let detail = r.mismatches.join("\n");
            let deviation = r.deviation.as_deref().unwrap_or("");
            let mut system_out = None;
            let status = match r.status {
                Status::Pass => TestCaseStatus::success(),
                Status::Xfail => {
                    system_out = Some(format!("xfail: {deviation}"));
                    TestCaseStatus::success()
                }
                Status::Unsupported | Status::NotRun => {
                    system_out = Some(r.remarks.join("\n"));
                    let mut s = TestCaseStatus::skipped();
                    s.set_message(r.status.as_str());
                    s
                }
                Status::Fail => {
                    let mut s = TestCaseStatus::non_success(NonSuccessKind::Failure);
                    s.set_message(first)
                        .set_type("fail")
                        .set_description(detail);
                    s
                }
                Status::Xpass => {
                    let mut s = TestCaseStatus::non_success(NonSuccessKind::Failure);
                    s.set_message(format!("recorded deviation no longer happens: {deviation}"))
                        .set_type("xpass");
                    s
                }
                Status::Crash | Status::Timeout | Status::Invalid => {
                    let mut s = TestCaseStatus::non_success(NonSuccessKind::Error);
                    s.set_message(first)
                        .set_type(r.status.as_str())
                        .set_description(detail);
                    s
                }
            };
            let mut case = TestCase::new(r.case.as_str(), status);
            case.set_classname(r.section.as_str())
                .set_time(Duration::from_millis(r.duration_ms));
            if let Some(out) = system_out {
                case.set_system_out(out);
            }
            suite.add_test_case(case);
        }
        suite.set_time(time);
        report.add_test_suite(suite);
    }
    report.to_string()
}
